import { inTheme } from './term';

export const INNOVATION_AND_STRATEGY = inTheme('Innovation & Strategy', [
  // Competitive advantage and positioning
  {
    answer: 'MOAT',
    clue: "Buffett's castle image for a durable competitive edge",
    businessConcept: 'Economic Moat',
    insight:
      'Morningstar rates companies by it and traces it to five sources: switching costs, network externalities, intangible assets, cost advantage and efficient scale. The evidence is a return on capital that stays above its cost for years.',
    hints: ['Value investing and the persistence of high returns', "What keeps rivals from eating into a firm's profits for years, as Coca-Cola's brand does"],
  },
  {
    answer: 'VRIO',
    clue: "Barney's four questions on whether a resource gives a lasting edge",
    businessConcept: 'VRIO Framework',
    acronymFor: 'Valuable, Rare, Inimitable, Organised',
    insight:
      'A resource that is worth something and scarce but cheap to copy gives only a temporary edge; Barney named unique history, causal ambiguity and social complexity as what makes copying costly.',
    hints: ['Resource-based view of the firm', 'Four yes-or-no questions: is it worth something, hard to find, hard to copy, and put to use?'],
  },
  {
    answer: 'COMPETENCE',
    clue: "Prahalad and Hamel's cross-business know-how, like Honda's in engines",
    businessConcept: 'Core Competence',
    insight:
      'Their three tests: it opens access to many markets, adds substantially to the benefits customers perceive and is hard to imitate. They warned that outsourcing the wrong activities hollows it out.',
    hints: ['Resource-based strategy (Harvard Business Review, 1990)', 'What a company is deeply good at, underneath all its products'],
  },
  {
    answer: 'DYNAMIC',
    clue: "Teece's word for routines that sense, seize and reconfigure",
    businessConcept: 'Dynamic Capabilities',
    insight:
      'They explain why some firms keep renewing their edge: the advantage lies less in any single resource than in the routines for recombining them. Critics reply that the idea is hard to measure before the fact.',
    hints: ['Strategy beyond the resource-based view (Pisano and Shuen)', "A firm's knack for remaking itself as markets shift"],
  },
  {
    answer: 'TRADEOFF',
    parts: ['trade', 'off'],
    clue: 'What Porter says stops rivals straddling two positions',
    businessConcept: 'Strategic Trade-Offs',
    insight:
      'Continental Lite tried to copy Southwest on some routes while keeping full service on others, and the straddle failed; choosing one thing means forgoing another.',
    hints: ['The positioning school, against operational effectiveness', 'Giving up one thing to get another'],
  },
  {
    answer: 'VALUECHAIN',
    parts: ['value', 'chain'],
    clue: "Porter's primary and support activities that create margin",
    businessConcept: 'Value Chain',
    insight:
      'Analysing it activity by activity shows where a cost or differentiation edge truly comes from, and which links could be handed to partners.',
    hints: ['Activity analysis in Competitive Advantage', "A factory's steps from raw materials to after-sales service, laid end to end"],
  },
  {
    answer: 'HEDGEHOG',
    parts: ['hedge', 'hog'],
    clue: "Collins's single unifying idea, after an essay by Isaiah Berlin",
    businessConcept: 'Hedgehog Concept',
    insight:
      'In Good to Great it lies where three circles overlap: what you can be best in the world at, what drives your economic engine and what you are deeply passionate about.',
    hints: ['Strategic focus and what sets lasting leaders apart from their peers', 'The one big idea a great company keeps coming back to'],
  },
  {
    answer: 'FLYWHEEL',
    parts: ['fly', 'wheel'],
    clue: "Collins's image of self-reinforcing momentum, as drawn at Amazon",
    businessConcept: 'Flywheel Effect',
    insight:
      'Collins contrasts it with the doom loop: firms that lurch between new programmes, acquisitions and restructurings never build momentum, while consistent pushes in one direction compound.',
    hints: ["Good to Great and Amazon's virtuous circle", 'Each push adds speed: low prices bring shoppers, who bring sellers, who allow lower prices'],
  },
  {
    answer: 'INTENT',
    clue: "Hamel and Prahalad's 'Encircle Caterpillar' kind of ambition",
    businessConcept: 'Strategic Intent',
    insight:
      'They argued that Japanese challengers beat Western leaders by setting goals far beyond their means and then building the skills to reach them, rather than fitting ambition to resources.',
    hints: ['Stretch goals and resource leverage (Harvard Business Review, 1989)', 'A long-term ambition stated as a rallying cry'],
  },
  {
    answer: 'TRANSIENT',
    clue: "McGrath's word for edges to launch, exploit and abandon in waves",
    businessConcept: 'Transient Advantage',
    insight:
      'She argues that exits, moving people and capital quickly out of fading arenas, matter as much as entries, and that stability should come from culture and leadership rather than a fixed position.',
    hints: ['Strategy in fast-moving arenas (Rita Gunther McGrath, Columbia)', 'An edge that lasts a season, not a decade'],
  },
  {
    answer: 'REDQUEEN',
    parts: ['red', 'queen'],
    clue: "Barnett and Hansen's arms race of learning among rivals",
    businessConcept: 'Red Queen Effect',
    insight:
      "Derfus and colleagues (2008) found a firm's own actions raise its performance while rivals' responses pull it back down, so relative standing barely moves however hard each firm works.",
    hints: ['Organisational ecology and co-evolution (after Van Valen, 1973)', 'Rivals improve together, so no one pulls ahead for long'],
  },
  {
    answer: 'ADDEDVALUE',
    parts: ['added', 'value'],
    clue: "A player's worth: the pie with it in the game minus the pie without",
    businessConcept: 'Added Value',
    insight:
      "In Brandenburger and Stuart's framework no player can expect to walk away with more than this amount, so strategy means raising your own contribution to the pie or lowering that of others.",
    hints: ['Cooperative game theory applied to business strategy', 'How much smaller the deal would be if you walked away'],
  },

  // Strategic analysis and planning
  {
    answer: 'SWOT',
    clue: 'Four-box audit: inner pluses and minuses, then outside ones',
    businessConcept: 'SWOT Analysis',
    acronymFor: 'Strengths, Weaknesses, Opportunities, Threats',
    insight:
      "Its common failure is listing without choosing; Weihrich's (1982) matrix variant forces a strategy for each pairing of an internal and an external factor.",
    hints: ['Situation analysis at the start of strategic planning', 'A pros-and-cons list split into what is inside the firm and what is outside it'],
  },
  {
    answer: 'PESTEL',
    clue: "Six-lens macro scan grown from Aguilar's ETPS, ecology fifth, law last",
    businessConcept: 'PESTEL Analysis',
    acronymFor: 'Political, Economic, Social, Technological, Environmental, Legal',
    insight:
      'It lists outside forces but does not rank them; used well, it feeds futures work by picking the few drivers that are both highly uncertain and highly consequential.',
    hints: ['Strategic analysis of the wider setting beyond an industry', 'A checklist of government, money, people, gadgets, nature and the courts'],
  },
  {
    answer: 'ANSOFF',
    clue: 'Igor ___, whose grid runs from market penetration to diversification',
    businessConcept: 'Ansoff Matrix',
    insight:
      'Moving away from both current products and current markets at once is the riskiest cell, since the firm can lean on neither its customer knowledge nor its production skills.',
    hints: ['Corporate strategy pioneer (Harvard Business Review, 1957)', 'The grid of new or old products sold to new or old customers'],
  },
  {
    answer: 'CASHCOW',
    parts: ['cash', 'cow'],
    clue: 'BCG-matrix unit with a high share of a slow-growing market',
    businessConcept: 'Cash Cow',
    insight:
      "Henderson's 1970 matrix prescribes harvesting such units to fund promising question marks; critics note that starving a business of investment can make its decline self-fulfilling.",
    hints: ['Corporate portfolio planning: where to harvest and where to invest', 'A mature unit that throws off more money than it needs, like Microsoft Office'],
  },
  {
    answer: 'PARENTING',
    clue: 'Head-office role that must add more than any rival owner could',
    businessConcept: 'Parenting Advantage',
    insight:
      'Goold, Campbell and Alexander found many corporate centres destroy value by imposing the wrong controls and services on businesses they do not understand, so the test often argues for selling a unit to a better owner.',
    hints: ['Corporate-level strategy (Ashridge Strategic Management Centre)', "Berkshire Hathaway's way: capital and freedom for the companies it owns, and little else"],
  },
  {
    answer: 'INTEGRATION',
    clue: 'Owning successive stages of supply, predicted by asset specificity',
    businessConcept: 'Vertical Integration',
    insight:
      'Carnegie Steel owning its ore mines, coke ovens and railways is the classic case; the gain is control, and the cost is losing the discipline that outside suppliers face in a market.',
    hints: ['Corporate scope and the make-or-buy decision', 'A carmaker buying its parts makers and its dealerships'],
  },
  {
    answer: 'HOLDUP',
    parts: ['hold'],
    clue: 'Risk a partner renegotiates once you sink a specific investment',
    businessConcept: 'Hold-Up Problem',
    insight:
      "Klein, Crawford and Alchian's case was General Motors buying Fisher Body in 1926; Coase (2000) disputed the story, arguing the two firms had no such trouble, so the best-known example remains contested.",
    hints: ['Transaction-cost economics and incomplete contracts (Williamson)', 'A supplier who, once you depend on them alone, suddenly asks for more'],
  },
  {
    answer: 'SCENARIO',
    clue: "Plausible future, one of several that Pierre Wack's Shell team wrote",
    businessConcept: 'Scenario Planning',
    insight:
      "Shell had considered a sudden rise in oil prices before 1973 and was better prepared than most rivals for the shock; the aim is to change managers' mental models, not to predict.",
    hints: ['Strategic foresight (Herman Kahn)', "A 'what if' story about how the future might unfold"],
  },
  {
    answer: 'HORIZON',
    clue: "One of McKinsey's trio: defend the core, build the next, seed options",
    businessConcept: 'Three Horizons Framework',
    insight:
      "The model warns that firms pour resources into defending today's core and starve the options that will become tomorrow's main businesses; each needs managing at once, with its own metrics.",
    hints: ['McKinsey portfolio framework (The Alchemy of Growth, 1999)', 'How far off a bet pays: this year, in a few years, or a decade out'],
  },
  {
    answer: 'OKR',
    clue: 'Goal system Grove ran at Intel and Doerr took to Google',
    businessConcept: 'Objectives and Key Results',
    acronymFor: 'Objectives and Key Results',
    insight:
      "Doerr's Measure What Matters (2018) treats ambitious ones as stretch targets where reaching about 70 percent counts as success, so a team that always scores full marks is probably aiming too low.",
    hints: ['Goal-setting frameworks', 'Write where you want to go, then three or four numbers that prove you got there'],
  },
  {
    answer: 'DISCOVERY',
    clue: "Learning that steers McGrath and MacMillan's plans for new ventures",
    businessConcept: 'Discovery-Driven Planning',
    insight:
      'It begins with a reverse income statement, the profit that would make a venture worthwhile and the revenues and costs that implies, so each assumption becomes explicit and cheap to test.',
    hints: ['Managing new ventures when assumptions outnumber facts', "Treating a new venture's forecasts as guesses to test, and revising them as results come in"],
  },
  {
    answer: 'EMERGENT',
    clue: "Mintzberg's word for a strategy that forms from a pattern of actions",
    businessConcept: 'Emergent Strategy',
    insight:
      "Pascale's account of Honda in the US credits improvisation, not a master plan: its small Supercubs drew buyers while the big bikes it meant to sell broke down.",
    hints: ['The strategy-process school, against the planners', 'A course that takes shape as you go, rather than one set in advance'],
  },
  {
    answer: 'PREMORTEM',
    parts: ['pre', 'mortem'],
    clue: "Klein's exercise: imagine the project has failed, then explain why",
    businessConcept: 'Pre-Mortem',
    insight:
      "It draws on prospective hindsight: Klein cites Mitchell, Russo and Pennington (1989), whose subjects, imagining an outcome as certain, gave about 30 percent more correct reasons for it.",
    hints: ['Decision-making and project risk', "A kick-off meeting where everyone writes the story of the plan's collapse"],
  },

  // Innovation management and technology strategy
  {
    answer: 'SUSTAINING',
    clue: "Christensen's word for improvements valued by existing best customers",
    businessConcept: 'Sustaining Innovation',
    insight:
      'Christensen found that established firms usually led these changes, even technically radical ones; they faltered only when a new offer was worse on those dimensions but cheaper or simpler.',
    hints: ['Disk-drive studies of industry leaders (1997)', 'Making a good product better for the customers who already buy it'],
  },
  {
    answer: 'DOMINANT',
    clue: "Abernathy and Utterback's word for a category's winning architecture",
    businessConcept: 'Dominant Design',
    insight:
      'Once one prevails, rivalry shifts from product features to process and cost; Suárez and Utterback (1995) found that firms entering after that point survived less often.',
    hints: ['Industry evolution and the shift from product to process rivalry', "The standard layout every maker ends up copying, like the laptop's clamshell"],
  },
  {
    answer: 'SCURVE',
    parts: ['curve'],
    clue: "Foster's plot of performance against cumulative R&D effort",
    businessConcept: 'Technology S-Curve',
    insight:
      'Switching to a new one is hard because the newcomer usually underperforms the mature approach at the start, which is exactly when attackers gain ground on established leaders.',
    hints: ['Life cycles of an engineering approach (McKinsey)', 'Slow start, rapid gains, then diminishing returns as an approach matures'],
  },
  {
    answer: 'LOCKIN',
    parts: ['lock'],
    clue: "Arthur's entrenchment of an early, perhaps inferior, standard",
    businessConcept: 'Technological Lock-In',
    insight:
      "David's QWERTY story is the classic case, though Liebowitz and Margolis disputed that the layout was inferior, which shows how hard it is to prove a market picked the worse standard.",
    hints: ['Path dependence and increasing returns', 'Being stuck with something because everyone else already uses it'],
  },
  {
    answer: 'MODULARITY',
    clue: "Baldwin and Clark's split of a system into units with fixed interfaces",
    businessConcept: 'Modularity',
    insight:
      "IBM's System/360 (1964) showed its power: separate teams, and later rival firms, could improve parts independently, which eventually let plug-compatible makers take share from IBM.",
    hints: ['Product architecture (Design Rules, 2000)', 'Lego bricks: parts that snap together through a standard connection'],
  },
  {
    answer: 'STAGEGATE',
    parts: ['stage', 'gate'],
    clue: "Cooper's new-product system of phases and go/kill reviews",
    businessConcept: 'Stage-Gate Process',
    insight:
      "Cooper's benchmarking found such a system common among the best new-product performers, but used as a bureaucratic checklist it slows teams down; later versions run agile sprints within each phase.",
    hints: ['New-product development', 'A relay race with a checkpoint after every leg'],
  },
  {
    answer: 'HYPECYCLE',
    parts: ['hype', 'cycle'],
    clue: 'Chart from inflated expectations down to the trough of disillusionment',
    businessConcept: 'Gartner Hype Cycle',
    insight:
      'Introduced in 1995, it charts attention and expectations rather than what a technology can actually do, and the timing of each phase is hard to call in advance.',
    hints: ['Technology forecasting and the timing of adoption', 'The rollercoaster of excitement and letdown around a new gadget'],
  },
  {
    answer: 'PATENT',
    clue: 'Temporary monopoly granted for disclosing a new, non-obvious invention',
    businessConcept: 'Patent',
    insight:
      'In the Yale survey (Levin et al., 1987), managers in most industries rated lead time and learning curves above it as ways to protect profits; drugs and chemicals were the exception.',
    hints: ['Intellectual property and appropriability (Teece, 1986)', 'What an inventor files to stop others copying for about twenty years'],
  },
  {
    answer: 'REPLACEMENT',
    clue: "Arrow's reason incumbents gain less from a breakthrough than entrants",
    businessConcept: 'Replacement Effect',
    insight:
      'Gilbert and Newbery (1982) pointed to an opposing force: a leading firm may invest heavily to pre-empt entrants, because keeping its position is worth more than an entrant could win.',
    hints: ['Industrial organisation of R&D', 'Why a firm hesitates to make its own best-seller obsolete'],
  },
  {
    answer: 'SPILLOVER',
    parts: ['spill', 'over'],
    clue: "R&D benefit leaking to other firms, traced in later inventors' citations",
    businessConcept: 'Knowledge Spillover',
    insight:
      'Such flows are strongly local, which is why firms value sites near universities and each other; they also mean firms under-invest in research, since others reap part of its return.',
    hints: ['Economics of R&D and endogenous growth', "One firm's research helping others that did not pay for it"],
  },
  {
    answer: 'CLUSTER',
    clue: "Porter's geographic concentration of linked firms, like California wine",
    businessConcept: 'Business Cluster',
    insight:
      "Saxenian (1994) contrasted Silicon Valley's open, job-hopping networks with Route 128's self-contained firms to explain why one region kept renewing itself and the other declined.",
    hints: ["Economic geography (Marshall's industrial districts)", 'Many firms in the same trade gathered in one place, like Hollywood'],
  },
  {
    answer: 'ABSORPTIVE',
    clue: "Describing a firm's power to take in outside know-how (Cohen and Levinthal)",
    businessConcept: 'Absorptive Capacity',
    insight:
      "Because it builds on prior related knowledge, in-house R&D pays twice: it produces ideas and makes the firm better at using other people's. Cutting research can cost the ability to learn from others.",
    hints: ['Knowledge management and R&D', "You can only use a rival's idea if you know enough to understand it"],
  },
  {
    answer: 'GATEKEEPER',
    parts: ['gate', 'keeper'],
    clue: "Allen's engineer who relays outside knowledge into an R&D lab",
    businessConcept: 'Technological Gatekeeper',
    insight:
      'Allen also found that communication between engineers drops steeply with the distance between their desks, so where people sit shapes how ideas flow through a lab.',
    hints: ['Communication in R&D organisations (MIT, 1970s)', 'The colleague who always knows what is going on outside and passes it on'],
  },
  {
    answer: 'LEADUSER',
    parts: ['lead', 'user'],
    clue: "Von Hippel's customer with a need years ahead, who often builds a fix",
    businessConcept: 'Lead User',
    insight:
      "At 3M, ideas from such customers were projected to earn about eight times the sales of conventional projects (Lilien and colleagues, 2002); mountain bikes began as riders' home-built machines.",
    hints: ['New-product ideas from the demand side (MIT)', 'A surgeon who rigs up a better instrument before any maker sells one'],
  },
  {
    answer: 'COCREATION',
    parts: ['creation'],
    clue: "Prahalad and Ramaswamy's customers as partners in shaping the experience",
    businessConcept: 'Value Co-Creation',
    insight:
      'Vargo and Lusch (2004) made a similar claim: worth is realised in use rather than built into goods at the factory, so customers become partners rather than targets.',
    hints: ['Service logic and the customer experience', 'Customers helping to make what they buy, as with IKEA flat-packs or LEGO Ideas'],
  },
  {
    answer: 'JOBSTOBEDONE',
    parts: ['jobs', 'done'],
    clue: "Christensen's theory that customers 'hire' products to make progress",
    businessConcept: 'Jobs to Be Done',
    insight:
      'His milkshake study found many shakes were bought early in the morning to make a long, dull commute bearable, a need that demographic profiling had missed.',
    hints: ["Customer-needs theory (Ulwick's outcome-driven approach)", "People don't want a quarter-inch drill; they want a quarter-inch hole"],
  },
  {
    answer: 'PLATFORM',
    clue: "Matchmaker linking distinct user groups, as opposed to a linear 'pipe'",
    businessConcept: 'Platform Business Model',
    insight:
      'Its core assets are participants and their interactions rather than inventory, so strategy shifts from controlling supply to curating quality and getting both sides on board.',
    hints: ['Digital business models (Parker, Van Alstyne and Choudary, 2016)', 'What Uber, Airbnb and eBay run: a marketplace connecting two sides'],
  },
  {
    answer: 'BLUEOCEAN',
    parts: ['blue', 'ocean'],
    clue: "Kim and Mauborgne's uncontested market space",
    businessConcept: 'Blue Ocean Strategy',
    insight:
      'Their flagship case, Cirque du Soleil, dropped animal acts and star performers and brought in theatre, drawing adults who no longer went to circuses; the eliminate-reduce-raise-create grid formalises such moves.',
    hints: ['The ERRC grid and value curves (INSEAD)', 'Making rivals irrelevant by creating demand nobody is fighting over'],
  },
  {
    answer: 'CANVAS',
    clue: "Osterwalder's one-page template of nine building blocks",
    businessConcept: 'Business Model Canvas',
    insight:
      "It grew out of Osterwalder's 2004 doctoral thesis; laying out all nine blocks at once makes a venture's assumptions visible, so each can be tested rather than written into a long plan.",
    hints: ['Business model design (Business Model Generation, 2010)', 'One sheet with boxes for customers, channels, costs and revenue'],
  },

  // Entrepreneurship and corporate venturing
  {
    answer: 'PMF',
    clue: 'What Andreessen called the only thing that matters for a start-up',
    businessConcept: 'Product-Market Fit',
    acronymFor: 'Product-Market Fit',
    insight:
      "Sean Ellis's survey test asks users how they would feel if they could no longer use the offering; if 40 percent or more say 'very disappointed', it has probably been reached.",
    hints: ['Start-up milestones (Andy Rachleff)', 'When customers pull the thing out of your hands faster than you can make it'],
  },
  {
    answer: 'EFFECTUATION',
    clue: "Sarasvathy's logic of expert founders: start from the means at hand",
    businessConcept: 'Effectuation',
    insight:
      'Its principles include affordable loss, bird in hand, crazy quilt and lemonade; it contrasts with causal reasoning, which picks a goal and then seeks the means to reach it.',
    hints: ['Entrepreneurial decision-making', 'Cooking with what is in the fridge rather than shopping for a recipe'],
  },
  {
    answer: 'BRICOLAGE',
    clue: "Making do with odds and ends, Lévi-Strauss's idea applied to firms",
    businessConcept: 'Entrepreneurial Bricolage',
    insight:
      'Baker and Nelson found such firms creating something from nothing by refusing limits others took for granted; yet firms that did it in every domain, rather than selectively, stayed small.',
    hints: ['Founders under resource constraints', 'Building with whatever resources are lying around, not what the plan calls for'],
  },
  {
    answer: 'FIRSTMOVER',
    parts: ['first', 'mover'],
    clue: 'Pioneer that may pre-empt scarce assets and tie buyers to it',
    businessConcept: 'First-Mover Advantage',
    insight:
      'Golder and Tellis (1993) found that many market pioneers failed, while early leaders that entered later did better, suggesting that much of the supposed edge is survivor bias.',
    hints: ['Market-entry timing (Lieberman and Montgomery)', 'Like SixDegrees in social networks or Diners Club in charge cards: in early, overtaken later'],
  },
  {
    answer: 'EXPLORATION',
    clue: "March's search and experimentation, often sacrificed to refinement",
    businessConcept: 'Exploration and Exploitation',
    insight:
      'March showed that refinement pays surer and sooner, so learning systems drift towards it and risk a success trap; the opposite failure is endless searching with no payoff.',
    hints: ['Organisational learning (Organization Science, 1991)', 'Trying new products and methods instead of polishing the ones that already pay'],
  },
  {
    answer: 'SKUNKWORKS',
    parts: ['skunk', 'works'],
    clue: "Shielded team building something radical, after Lockheed's jet unit",
    businessConcept: 'Skunk Works',
    insight:
      "Kelly Johnson's Lockheed group, which built the U-2 and SR-71, ran on his 14 rules: a small, hand-picked team, minimal reporting and close contact with the customer.",
    hints: ['Corporate venturing: separating radical projects from the core', 'A small secret team given its own building and freedom from the usual sign-offs'],
  },
  {
    answer: 'INTRAPRENEUR',
    parts: ['entrepreneur'],
    clue: "Pinchot's salaried employee who builds a new venture for the employer",
    businessConcept: 'Intrapreneurship',
    insight:
      "3M's policy of letting engineers spend time on projects of their own choosing, which produced the Post-it Note, is the textbook case of giving such people room.",
    hints: ['Corporate venturing and internal new-business creation', 'A maverick with a corporate badge and a start-up mindset'],
  },
  {
    answer: 'ACCELERATOR',
    clue: 'Fixed-term cohort programme trading cash and mentoring for equity',
    businessConcept: 'Seed Accelerator',
    insight:
      'Y Combinator, founded in 2005, set the template; Cohen and Hochberg (2014) tell such programmes apart from incubators by their fixed term, cohorts and graduation event.',
    hints: ['Early-stage support programmes (Y Combinator, Techstars)', 'A start-up boot camp that ends with a pitch to investors'],
  },
]);
