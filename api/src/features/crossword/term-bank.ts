import type { CrosswordTheme, DaySet } from '@edna/shared-contracts';

/** One graduate-level business-theory term of the crossword bank. */
export interface CrosswordTerm {
  /** A to Z only, 3 to 12 letters. */
  answer: string;
  /** The clue shown to the solver; never contains the answer. */
  clue: string;
  /** The concept named when the clue is solved ('Completed: {concept}! {insight}'). */
  businessConcept: string;
  /** One or two sentences that teach; shown when the clue is selected, so it never contains the answer. */
  insight: string;
  /** First a conceptual pointer, then a simpler hint. Neither contains the answer. */
  hints: readonly [conceptual: string, simpler: string];
  theme: CrosswordTheme;
}

type UnthemedTerm = Omit<CrosswordTerm, 'theme'>;

function inTheme(theme: CrosswordTheme, terms: readonly UnthemedTerm[]): CrosswordTerm[] {
  return terms.map((term) => ({ ...term, theme }));
}

/** The spec's built-in data: four clues for each of the six day sets (spec section 3). */
export const BUILT_IN_CLUES: Record<DaySet, readonly CrosswordTerm[]> = {
  monday: inTheme('Innovation & Strategy', [
    {
      answer: 'INNOVATION',
      clue: "Schumpeter's engine of capitalism: new combinations of products, methods, markets or organisation",
      businessConcept: 'Innovation',
      insight:
        'Schumpeter separated invention from its commercial introduction; only the latter reshapes markets, which is why he put the entrepreneur, not the inventor, at the centre of economic change.',
      hints: ['Schumpeterian economics: the source of creative destruction', 'I, 10 letters: bringing something new to market'],
    },
    {
      answer: 'MVP',
      clue: "Lean Startup's smallest release that tests a value hypothesis with real customers",
      businessConcept: 'Minimum Viable Product',
      insight:
        'Its purpose is validated learning, not a cut-down launch: Eric Ries frames it as the fastest way round the build-measure-learn loop.',
      hints: ['Lean Startup methodology (Eric Ries)', 'Three-letter abbreviation: the least you can ship and still learn from'],
    },
    {
      answer: 'PIVOT',
      clue: 'Structured change of course that keeps what was learned but tests a new fundamental hypothesis',
      businessConcept: 'Pivot',
      insight:
        'Ries lists kinds such as zoom-in, customer-segment and channel changes; each keeps one foot planted in validated learning while the other moves.',
      hints: ['Lean Startup: the alternative to persevering', 'P, 5 letters: a basketball move turned strategy word'],
    },
    {
      answer: 'ECOSYSTEM',
      clue: "James Moore's term for a community of firms that co-evolve capabilities around a shared new technology",
      businessConcept: 'Business Ecosystem',
      insight:
        "Value depends on complementors as much as on the focal firm; Ron Adner's work shows how a great product can stall when a partner's piece of the system arrives late.",
      hints: ['Strategy vocabulary borrowed from biology', 'E, 9 letters: a web of interdependent firms and species'],
    },
  ]),
  tuesday: inTheme('Finance & Growth', [
    {
      answer: 'BOOTSTRAP',
      clue: "To fund a venture from the founders' savings and customer revenue rather than outside capital",
      businessConcept: 'Bootstrapping',
      insight:
        'Self-funding preserves ownership and forces early attention to cash flow, at the price of slower growth where a market rewards speed.',
      hints: ['Venture finance: the alternative to raising a round', 'B, 9 letters: to grow on your own money'],
    },
    {
      answer: 'GROWTH',
      clue: "Expansion of revenue or users; the g in the Gordon model's r minus g",
      businessConcept: 'Growth',
      insight:
        'Expansion creates value only when returns on new capital exceed its cost; below that hurdle, getting bigger destroys value however fast the top line rises.',
      hints: ['Corporate finance: the driver of terminal value', 'G, 6 letters: getting bigger'],
    },
    {
      answer: 'SUBSCRIPTION',
      clue: 'Recurring-revenue model in which customers pay periodically for continuing access',
      businessConcept: 'Subscription Business Model',
      insight:
        'Its economics hinge on how long customers stay: a small fall in monthly cancellations compounds into a large rise in the lifetime value of each customer.',
      hints: ['Recurring revenue, as in SaaS', 'S, 12 letters: pay monthly, keep access'],
    },
    {
      answer: 'RESILIENCE',
      clue: 'Capacity of a firm or system to absorb a shock and recover its function',
      businessConcept: 'Organisational Resilience',
      insight:
        'It often costs efficiency: buffers, redundancy and spare capacity look like waste until a shock arrives.',
      hints: ['Risk management and systems thinking', 'R, 10 letters: bouncing back'],
    },
  ]),
  wednesday: inTheme('Market & Competition', [
    {
      answer: 'COMPETITION',
      clue: "Rivalry among firms, which Porter's five forces extend to buyers, suppliers, new entrants and alternative products",
      businessConcept: 'Competition',
      insight:
        'In the perfect-market model rivalry drives economic profit to zero, which is why strategy is largely the search for ways to escape it.',
      hints: ['Industrial organisation: the rivalry that erodes profits', 'C, 11 letters: rivals fighting for the same customers'],
    },
    {
      answer: 'NICHE',
      clue: 'Narrow, well-defined segment served by a focused strategy',
      businessConcept: 'Niche Market',
      insight:
        "Porter's focus strategy serves such a segment with lower cost or differentiation; the risks are that it shrinks or that broad rivals learn to serve it.",
      hints: ["Market targeting and Porter's focus strategy", 'N, 5 letters: a small specialised market'],
    },
    {
      answer: 'ADOPTION',
      clue: 'Uptake of an innovation, modelled by Rogers as a curve running from innovators to laggards',
      businessConcept: 'Diffusion of Innovations',
      insight:
        'Geoffrey Moore argued the hardest step lies between visionaries and pragmatists: early enthusiasts buy potential, while the majority wants proven references.',
      hints: ['Diffusion of innovations (Rogers, Bass)', 'A, 8 letters: customers taking up something new'],
    },
    {
      answer: 'DISRUPTION',
      clue: "Christensen's process by which simpler, cheaper offerings enter at the low end and move upmarket",
      businessConcept: 'Disruptive Innovation',
      insight:
        'Established firms often respond rationally by serving their best customers, which is exactly why entrants that start with overlooked segments can displace them.',
      hints: ["Christensen's theory of innovation", 'D, 10 letters: upending market leaders from below'],
    },
  ]),
  thursday: inTheme('Operations & Scaling', [
    {
      answer: 'LEAN',
      clue: 'Toyota-derived management philosophy of maximising customer value while eliminating waste',
      businessConcept: 'Lean Production',
      insight:
        "John Krafcik coined the label in 1988 during MIT's International Motor Vehicle Program; its core is flow, pull and continuous improvement, not headcount cuts.",
      hints: ['Toyota Production System, as described by Womack and Jones', 'L, 4 letters: thin, without fat'],
    },
    {
      answer: 'SCALE',
      clue: 'To grow output or users faster than the costs and headcount needed to serve them',
      businessConcept: 'Scalability',
      insight:
        'Software and networks often enjoy near-zero marginal cost, so revenue can multiply while fixed costs stay almost flat; service businesses rarely can.',
      hints: ['Operating leverage and unit economics', 'S, 5 letters: grow big efficiently'],
    },
    {
      answer: 'SPRINT',
      clue: 'Fixed iteration of a month or less at the end of which a team delivers a usable increment',
      businessConcept: 'Sprint (Scrum)',
      insight:
        'The fixed length is the point: the amount of work flexes instead of the deadline, and the team gains a regular rhythm for inspection and adaptation.',
      hints: ['Iterative software delivery', 'S, 6 letters: a short, fast run'],
    },
    {
      answer: 'METRICS',
      clue: 'Quantified measures used to track performance; Eric Ries warns against the vanity kind',
      businessConcept: 'Actionable Metrics',
      insight:
        'Good ones are actionable, accessible and auditable; cumulative totals that only ever rise rarely change a decision.',
      hints: ['Performance measurement: KPIs and dashboards', 'M, 7 letters: the numbers you track'],
    },
  ]),
  friday: inTheme('Investment & Valuation', [
    {
      answer: 'CAPITAL',
      clue: 'Funds invested to produce future returns, supplied to a firm by its lenders and shareholders',
      businessConcept: 'Capital',
      insight:
        'Its cost is an opportunity cost: the return investors could earn elsewhere at the same risk, which is the hurdle every project must clear.',
      hints: ['Corporate finance: the funds a firm employs', 'C, 7 letters: money put to work'],
    },
    {
      answer: 'VALUATION',
      clue: 'Estimating what a business is worth, by discounted cash flow, trading comparables or precedent deals',
      businessConcept: 'Business Valuation',
      insight:
        "The methods should converge: price ratios drawn from peers are shortcuts for a DCF's assumptions about growth, return on capital and risk.",
      hints: ['Corporate finance and M&A', 'V, 9 letters: putting a price on a firm'],
    },
    {
      answer: 'EQUITY',
      clue: "Residual claim on a firm's assets and cash flows after all creditors are paid",
      businessConcept: 'Equity',
      insight:
        "Because shareholders are paid last, their payoff resembles a call option on the firm's assets, a view formalised in Merton's 1974 model of credit risk.",
      hints: ['Capital structure: the residual claim', 'E, 6 letters: an ownership stake'],
    },
    {
      answer: 'IPO',
      clue: "First sale of a company's shares to the public on a stock exchange",
      businessConcept: 'Initial Public Offering',
      insight:
        'Average first-day returns have been well above zero for decades, a puzzle usually explained by information asymmetry and deliberate underpricing.',
      hints: ['Equity capital markets', 'Three letters: going public'],
    },
  ]),
  weekend: inTheme('Leadership & Culture', [
    {
      answer: 'VISIONARY',
      clue: 'Leader who articulates a compelling picture of the future that others choose to follow',
      businessConcept: 'Visionary Leadership',
      insight:
        "In Built to Last, Collins and Porras pair a vivid picture of the future, including a 'big hairy audacious goal', with a core ideology that does not change.",
      hints: ["Leadership styles (one of Goleman's six)", 'V, 9 letters: a leader who sees far ahead'],
    },
    {
      answer: 'CULTURE',
      clue: "Schein's pattern of shared basic assumptions a group learns as it solves problems of adaptation and integration",
      businessConcept: 'Organisational Culture',
      insight:
        'Schein describes three levels: visible artefacts, espoused values and unspoken basic assumptions; the deepest level is the hardest to change and the one that truly drives behaviour.',
      hints: ['Organisational behaviour (Edgar Schein)', "C, 7 letters: 'how we do things around here'"],
    },
    {
      answer: 'EMPATHY',
      clue: "Understanding others' feelings and perspectives; a core capacity of emotional intelligence",
      businessConcept: 'Empathy',
      insight:
        'Design thinking starts here too: interviews and observation surface needs that users cannot articulate themselves.',
      hints: ['Emotional intelligence and design thinking', "E, 7 letters: walking in another's shoes"],
    },
    {
      answer: 'CHANGE',
      clue: "What Kotter's eight steps and Lewin's unfreeze-and-refreeze model set out to manage",
      businessConcept: 'Change Management',
      insight:
        "Kotter's first step is creating a sense of urgency; he found that transformations most often failed when leaders let complacency persist.",
      hints: ['Organisational transformation (Kotter, Lewin)', 'C, 6 letters: making things different'],
    },
  ]),
};

const INNOVATION_AND_STRATEGY = inTheme('Innovation & Strategy', [
  {
    answer: 'MOAT',
    clue: "Buffett's castle metaphor for a durable competitive advantage that shields a firm's returns from rivals",
    businessConcept: 'Economic Moat',
    insight:
      'Typical sources are network effects, switching costs, intangible assets and cost advantages; the evidence is a return on capital that stays above its cost for many years.',
    hints: ['Value investing: sustainable competitive advantage', 'M, 4 letters: the water-filled ditch around a castle'],
  },
  {
    answer: 'BLUEOCEAN',
    clue: "Kim and Mauborgne's uncontested market space, created by pursuing differentiation and low cost at once",
    businessConcept: 'Blue Ocean Strategy',
    insight:
      'Its eliminate-reduce-raise-create grid asks which factors an industry takes for granted can be dropped, freeing cost to invest in new sources of buyer value.',
    hints: ['Strategy canvas and the ERRC grid', 'Two words run together, 9 letters: the calm opposite of a shark-filled red sea'],
  },
  {
    answer: 'FLYWHEEL',
    clue: "Collins's image of self-reinforcing momentum, sketched at Amazon as a loop of low prices, traffic and sellers",
    businessConcept: 'Flywheel Effect',
    insight:
      'In Good to Great no single push creates the breakthrough; each turn builds on the last, so consistent effort compounds while dramatic one-off programmes stall.',
    hints: ["Good to Great and Amazon's growth model", 'F, 8 letters: a heavy wheel that stores momentum'],
  },
  {
    answer: 'PLATFORM',
    clue: 'Business that creates value by enabling interactions between distinct user groups, such as buyers and sellers',
    businessConcept: 'Platform Business Model',
    insight:
      'Its key assets are the participants and their interactions rather than inventory, so strategy shifts from controlling supply to curating quality and getting both sides on board.',
    hints: ['Multi-sided markets', 'P, 8 letters: a raised stage, or what Uber and Airbnb run'],
  },
  {
    answer: 'EXPLORATION',
    clue: "March's term for search, variation and experimentation, traded off against refining what a firm already does well",
    businessConcept: 'Exploration versus Exploitation',
    insight:
      "March showed that adaptive processes favour refinement because its returns are surer and nearer, so successful firms can drift into a trap of polishing yesterday's skills.",
    hints: ['Organisational learning (James March, 1991)', 'E, 11 letters: venturing into the unknown'],
  },
  {
    answer: 'SWOT',
    clue: 'Four-box audit pairing internal strengths and weaknesses with external opportunities and threats',
    businessConcept: 'SWOT Analysis',
    insight:
      'Its common failure is listing without choosing; the TOWS variant forces strategies that match each internal item to an external one.',
    hints: ['Classic strategic planning tool', 'Four-letter acronym made of the four boxes'],
  },
  {
    answer: 'VRIO',
    clue: "Barney's four-question test of whether a resource can yield a sustained competitive advantage",
    businessConcept: 'VRIO Framework',
    insight:
      'A resource that is valuable and rare but easy to copy gives only a temporary edge; the firm must also be organised to capture the value it creates.',
    hints: ['Resource-based view of the firm', 'Four-letter acronym: valuable, rare, inimitable, organised'],
  },
  {
    answer: 'OKR',
    clue: 'Goal system of qualitative aims, each with measurable key results, carried from Intel to Google by John Doerr',
    businessConcept: 'Objectives and Key Results',
    insight:
      "Doerr learned the method from Andy Grove; Google's practice treats reaching about 70 percent of a stretch goal as success, so constant full marks suggest timid goals.",
    hints: ['Goal-setting frameworks (Grove, Doerr)', 'Three-letter acronym: objectives and …'],
  },
  {
    answer: 'HEDGEHOG',
    clue: "Collins's concept, named after Isaiah Berlin's animal that knows one big thing, for a simple unifying idea",
    businessConcept: 'Hedgehog Concept',
    insight:
      'In Good to Great it lies where three circles overlap: what you can be the best in the world at, what drives your economic engine and what you are deeply passionate about.',
    hints: ['Good to Great (Jim Collins)', 'H, 8 letters: a spiny animal that rolls into a ball'],
  },
  {
    answer: 'SCENARIO',
    clue: 'Planning technique of building several plausible futures instead of a single forecast, made famous by Shell',
    businessConcept: 'Scenario Planning',
    insight:
      "Pierre Wack's team at Royal Dutch Shell used it in the early 1970s and was better prepared than most rivals when the 1973 oil shock arrived.",
    hints: ['Strategic foresight', 'S, 8 letters: an imagined sequence of events'],
  },
  {
    answer: 'JOBSTOBEDONE',
    clue: "Christensen's theory that customers hire products to make progress in a particular circumstance",
    businessConcept: 'Jobs to Be Done',
    insight:
      'His milkshake study found many were bought early in the morning to ease a long, boring commute, a need that demographic profiling had missed.',
    hints: ['Customer-needs theory (Christensen, Ulwick)', 'Four words run together, 12 letters: the task a customer hires a product for'],
  },
  {
    answer: 'SKUNKWORKS',
    clue: "Small autonomous unit shielded from the parent's routines to build radical projects, named after Lockheed's",
    businessConcept: 'Skunk Works',
    insight:
      "Kelly Johnson's Lockheed group, which built the U-2 and SR-71, ran on a small team, minimal reporting and close contact with its customer.",
    hints: ['Corporate venturing: separate units for radical projects', "S, 10 letters: a smelly animal's factory"],
  },
  {
    answer: 'HORIZON',
    clue: "One of three in Baghai, Coley and White's growth model: defend the core, build the emerging, seed options",
    businessConcept: 'Three Horizons of Growth',
    insight:
      "The model warns that firms pour resources into defending today's core and starve the options that will become tomorrow's growth businesses.",
    hints: ['McKinsey growth framework (The Alchemy of Growth)', 'H, 7 letters: where the sky meets the earth'],
  },
  {
    answer: 'FIRSTMOVER',
    clue: "Lieberman and Montgomery's advantage of entering a new market before rivals",
    businessConcept: 'First-Mover Advantage',
    insight:
      'Its sources include technological leadership, pre-emption of scarce assets and buyer switching costs, but free-riding followers and shifting tastes often erase it.',
    hints: ['Market-entry timing', "Two words run together, 10 letters: the pioneer's edge"],
  },
  {
    answer: 'CASHCOW',
    clue: 'BCG matrix business with a high relative share of a slow-growing market, milked to fund other units',
    businessConcept: 'Cash Cow (BCG Growth-Share Matrix)',
    insight:
      'The matrix prescribes harvesting such units to fund promising question marks; critics note that starving a business of investment can make its decline self-fulfilling.',
    hints: ['Corporate portfolio planning (Boston Consulting Group)', 'Two words run together, 7 letters: a dairy animal that pays'],
  },
  {
    answer: 'EMERGENT',
    clue: "Mintzberg's kind of strategy that forms from a pattern of actions rather than from a deliberate plan",
    businessConcept: 'Emergent Strategy',
    insight:
      'Realised strategy is usually a blend of intended and unplanned elements, so Mintzberg urged managers to learn from what actually happens, not only to plan.',
    hints: ["Mintzberg's strategy process school", 'E, 8 letters: arising from below, unplanned'],
  },
  {
    answer: 'COMPETENCE',
    clue: "With 'core', Prahalad and Hamel's collective learning that spans businesses, like Honda's in engines",
    businessConcept: 'Core Competence',
    insight:
      'Their three tests: it opens access to many markets, contributes strongly to the benefits customers perceive and is hard for rivals to imitate.',
    hints: ['Resource-based strategy (HBR, 1990)', 'C, 10 letters: skill or capability'],
  },
  {
    answer: 'ABSORPTIVE',
    clue: "Cohen and Levinthal's ___ capacity: a firm's ability to recognise, assimilate and apply outside knowledge",
    businessConcept: 'Absorptive Capacity',
    insight:
      "Because it builds on prior related knowledge, in-house R&D pays twice: it produces ideas and makes the firm better at using other people's.",
    hints: ['Knowledge management and R&D', 'A, 10 letters: soaking up, like a sponge'],
  },
  {
    answer: 'DYNAMIC',
    clue: "Teece's ___ capabilities: sensing, seizing and transforming resources as technology and markets shift",
    businessConcept: 'Dynamic Capabilities',
    insight:
      'They explain why some firms keep renewing their advantage: the edge lies less in any single resource than in the routines for reconfiguring them.',
    hints: ['Strategic management beyond the resource-based view', 'D, 7 letters: the opposite of static'],
  },
  {
    answer: 'PATENT',
    clue: 'Temporary legal monopoly on a novel, non-obvious invention, granted in exchange for public disclosure',
    businessConcept: 'Patent Protection',
    insight:
      'Teece showed that legal protection is often weak, so innovators lacking complementary assets may see imitators or asset owners capture most of the profit.',
    hints: ['Intellectual property and appropriability', 'P, 6 letters: what an inventor files'],
  },
  {
    answer: 'SCURVE',
    clue: "Foster's shape for a technology's performance against effort: slow start, rapid gains, then a plateau",
    businessConcept: 'Technology S-Curve',
    insight:
      'Switching early is hard because the newcomer usually underperforms the mature technology at first, which is exactly when attackers gain ground.',
    hints: ['Technology life cycles', 'A letter plus a shape, 6 letters: growth that bends twice'],
  },
  {
    answer: 'BRICOLAGE',
    clue: 'Making do with the resources at hand, a Lévi-Strauss idea applied to entrepreneurs by Baker and Nelson',
    businessConcept: 'Entrepreneurial Bricolage',
    insight:
      'Baker and Nelson found resource-poor firms creating something from nothing by recombining materials, skills and customers that others had overlooked or discarded.',
    hints: ['Entrepreneurship under resource constraints', 'B, 9 letters: French for tinkering'],
  },
  {
    answer: 'EFFECTUATION',
    clue: "Sarasvathy's logic of expert entrepreneurs: start from the means at hand and co-create the future with partners",
    businessConcept: 'Effectuation',
    insight:
      'Its principles include affordable loss, bird in hand, crazy quilt and lemonade; it contrasts with causal planning, which starts from a fixed goal.',
    hints: ['Entrepreneurial decision-making (Saras Sarasvathy)', 'E, 12 letters: the counterpart of causation in her theory'],
  },
  {
    answer: 'INTEGRATION',
    clue: 'Vertical ___: owning successive stages of the value chain, from inputs to distribution',
    businessConcept: 'Vertical Integration',
    insight:
      'Transaction-cost economics predicts it where assets are highly specific, since the risk of hold-up makes contracting with an outside party expensive.',
    hints: ['Corporate scope and make-or-buy', 'I, 11 letters: combining parts into a whole'],
  },
  {
    answer: 'VALUECHAIN',
    clue: "Porter's sequence of primary and support activities through which a firm creates margin",
    businessConcept: 'Value Chain',
    insight:
      'Analysing it activity by activity shows where a cost or differentiation advantage truly comes from, and which links could be handed to partners.',
    hints: ['Competitive Advantage (Porter, 1985)', 'Two words run together, 10 letters: worth plus linked steps'],
  },
  {
    answer: 'TRADEOFF',
    clue: 'Porter says a strategic position lasts only if it entails these, so that rivals cannot straddle two positions',
    businessConcept: 'Strategic Trade-Offs',
    insight:
      "Choosing one thing means forgoing another, such as speed or customisation; without that sacrifice, imitators can simply bolt on the leader's features.",
    hints: ["Porter's positioning school", 'T, 8 letters (run together): giving up one thing to get another'],
  },
  {
    answer: 'PREMORTEM',
    clue: "Gary Klein's exercise in which a team imagines its project has already failed and works out why",
    businessConcept: 'Pre-Mortem Analysis',
    insight:
      'It draws on prospective hindsight: treating failure as a fact rather than a possibility makes it easier for team members to voice doubts they would otherwise keep quiet.',
    hints: ['Decision-making and project risk', 'P, 9 letters: an autopsy held before the patient dies'],
  },
  {
    answer: 'ACCELERATOR',
    clue: 'Fixed-term, cohort-based programme that trades seed money and mentoring for equity, ending in a demo day',
    businessConcept: 'Start-up Accelerator',
    insight:
      'Y Combinator, founded in 2005, set the template; the value often lies less in the cash than in the network, peer pressure and signal to later investors.',
    hints: ['Start-up support programmes', 'A, 11 letters: the pedal that makes a car go faster'],
  },
]);

const FINANCE_AND_GROWTH = inTheme('Finance & Growth', [
  {
    answer: 'LIQUIDITY',
    clue: 'Capacity to meet near-term obligations, or to turn an asset into cash quickly without moving its price',
    businessConcept: 'Liquidity',
    insight:
      'Profitable firms still fail for lack of it, which is why lenders watch the current and quick ratios as closely as earnings.',
    hints: ['Treasury and working-capital management', 'L, 9 letters: how readily something becomes cash'],
  },
  {
    answer: 'BURNRATE',
    clue: 'Net monthly cash outflow of a loss-making start-up',
    businessConcept: 'Burn Rate',
    insight:
      'Cash on hand divided by it gives the months left; founders usually raise with a year or more to spare because funding rounds take longer than planned.',
    hints: ['Start-up cash management', 'Two words run together, 8 letters: how fast the money goes up in smoke'],
  },
  {
    answer: 'RUNWAY',
    clue: 'Months a start-up can keep operating before its cash is gone at the current spending pace',
    businessConcept: 'Cash Runway',
    insight:
      "Paul Graham's default-alive test asks whether, at current growth and costs, the company reaches profitability on the money it already has.",
    hints: ['Start-up financial planning', 'R, 6 letters: the strip a plane needs to take off'],
  },
  {
    answer: 'CHURN',
    clue: 'Share of customers or subscribers who cancel during a period',
    businessConcept: 'Customer Churn',
    insight:
      'Small monthly figures compound: losing 3 percent of customers a month means losing about 30 percent a year, so modest improvements transform lifetime value.',
    hints: ['SaaS key performance figures', 'C, 5 letters: to stir cream into butter, or to lose customers'],
  },
  {
    answer: 'LEVERAGE',
    clue: 'Use of borrowed money to magnify returns on equity, at the price of higher risk',
    businessConcept: 'Financial Leverage',
    insight:
      'Modigliani and Miller showed that without taxes or distress costs debt leaves firm value unchanged; it only shifts risk and expected return onto shareholders.',
    hints: ['Capital structure', 'L, 8 letters: the force a crowbar gives you'],
  },
  {
    answer: 'DEPRECIATION',
    clue: "Non-cash expense that allocates a tangible asset's cost over its useful life",
    businessConcept: 'Depreciation',
    insight:
      'No cash leaves when it is booked, yet it lowers taxable income, so the tax shield it creates is real cash for the firm.',
    hints: ['Accounting for fixed assets', 'D, 12 letters: loss of value through wear and age'],
  },
  {
    answer: 'ACCRUAL',
    clue: 'Accounting basis that records revenue when earned and expenses when incurred, not when cash changes hands',
    businessConcept: 'Accrual Accounting',
    insight:
      'Matching costs to the revenue they produce gives a truer picture of performance, but it is also why a profitable firm can still run out of cash.',
    hints: ['Financial accounting principles', 'A, 7 letters: the opposite of the cash basis'],
  },
  {
    answer: 'MARGIN',
    clue: 'Profit expressed as a percentage of revenue, at the gross, operating or net level',
    businessConcept: 'Profit Margin',
    insight:
      'Comparing the levels shows where value leaks: a healthy gross figure with a thin operating one points to overheads, not pricing.',
    hints: ['Profitability analysis', 'M, 6 letters: the blank edge of a page'],
  },
  {
    answer: 'SOLVENCY',
    clue: 'Ability to meet long-term obligations because assets exceed liabilities',
    businessConcept: 'Solvency',
    insight:
      'A firm can pass this test yet lack cash this month, or have cash yet owe more than it owns; lenders check both, with debt ratios and interest cover.',
    hints: ['Credit analysis and balance-sheet strength', 'S, 8 letters: the opposite of bankruptcy'],
  },
  {
    answer: 'COVENANT',
    clue: 'Condition in a loan agreement restricting the borrower, such as a cap on debt to EBITDA',
    businessConcept: 'Debt Covenant',
    insight:
      "Maintenance tests are checked every quarter, while incurrence tests bite only when the borrower acts, for example by raising new debt; 'cov-lite' loans drop the former.",
    hints: ['Debt finance and lender protection', 'C, 8 letters: a binding promise'],
  },
  {
    answer: 'TRANCHE',
    clue: 'Slice of a securitisation or funding round with its own seniority, terms or release conditions',
    businessConcept: 'Tranche',
    insight:
      'In securitisations, junior slices absorb losses first, which lets senior slices earn high ratings from the same pool of loans.',
    hints: ['Structured finance', 'T, 7 letters: French for slice'],
  },
  {
    answer: 'FACTORING',
    clue: 'Selling receivables to a third party at a discount to get cash today',
    businessConcept: 'Invoice Factoring',
    insight:
      'It converts sales into immediate cash, but the discount can be costly; with recourse, the seller still bears the risk of customers who never pay.',
    hints: ['Working-capital finance', 'F, 9 letters: in maths, splitting a number into its divisors'],
  },
  {
    answer: 'BREAKEVEN',
    clue: 'Sales volume at which total revenue exactly covers total cost',
    businessConcept: 'Break-Even Point',
    insight:
      'It equals fixed costs divided by what each unit earns above its variable cost, so higher fixed costs raise the volume needed before any profit appears.',
    hints: ['Cost-volume-profit analysis', 'B, 9 letters (run together): neither profit nor loss'],
  },
  {
    answer: 'CONTRIBUTION',
    clue: 'Price minus variable cost per unit: what each sale adds towards fixed costs and profit',
    businessConcept: 'Contribution Margin',
    insight:
      'When capacity is constrained, ranking products by it per unit of the scarcest resource, not by unit profit, is the right guide to the product mix.',
    hints: ['Managerial accounting', 'C, 12 letters: a donation, or a part played'],
  },
  {
    answer: 'RETENTION',
    clue: 'Share of users who signed up in a period and are still active later; a flattening curve signals product-market fit',
    businessConcept: 'Customer Retention',
    insight:
      'A curve that levels off above zero shows a core of users who keep finding value; one that slides towards zero means acquisition spending is filling a leaky bucket.',
    hints: ['Growth analytics', 'R, 9 letters: keeping what you have'],
  },
  {
    answer: 'VIRALITY',
    clue: 'Growth in which each user brings in more than one new user, so word of mouth compounds',
    businessConcept: 'Viral Growth (K-Factor)',
    insight:
      'The K-factor multiplies invitations per user by their conversion rate; above one, each wave of users recruits a larger one, and the cycle time sets how fast.',
    hints: ['Growth loops and the K-factor', 'V, 8 letters: spreading like an infection'],
  },
  {
    answer: 'COHORT',
    clue: 'Group of customers who joined in the same period, tracked together over time',
    businessConcept: 'Cohort Analysis',
    insight:
      'Analysing these groups separately exposes trends that blended averages hide, such as recent sign-ups staying for less time than older ones.',
    hints: ['Customer analytics', 'C, 6 letters: originally a tenth of a Roman legion'],
  },
  {
    answer: 'HOCKEYSTICK',
    clue: 'Forecast shape, flat for a while and then sharply upward, viewed sceptically by seasoned investors',
    businessConcept: 'Hockey-Stick Growth',
    insight:
      'Real curves of this kind usually follow a long, unglamorous search for product-market fit; projections that bend upward right after the funding date deserve scrutiny.',
    hints: ['Start-up growth projections', 'Two words run together, 11 letters: equipment for a game on ice'],
  },
  {
    answer: 'DUPONT',
    clue: 'Analysis that breaks return on equity into profitability, asset efficiency and the equity multiplier',
    businessConcept: 'DuPont Analysis',
    insight:
      'It reveals whether a high return on equity comes from profitability, efficiency or simply more debt, three sources with very different risks.',
    hints: ['Ratio analysis, named after a chemical company', 'D, 6 letters: the firm whose finance staff devised it'],
  },
  {
    answer: 'GEARING',
    clue: "British term for a company's debt relative to its shareholders' funds",
    businessConcept: 'Gearing Ratio',
    insight:
      'High figures amplify returns in good years and losses in bad ones, which is why cyclical firms usually hold less debt than utilities.',
    hints: ['Capital structure, UK usage', 'G, 7 letters: the cogs of a machine'],
  },
  {
    answer: 'BUYBACK',
    clue: "Company's repurchase of its own shares, returning cash to the holders who sell",
    businessConcept: 'Share Repurchase',
    insight:
      'In a frictionless market it is no better than paying the same cash to all holders; in practice taxes, the message it sends and the price paid decide whether remaining owners gain.',
    hints: ['Payout policy', 'B, 7 letters: purchasing your own stock from the market'],
  },
  {
    answer: 'FLOAT',
    clue: "Buffett's term for insurance premiums collected before claims are paid, invested meanwhile by the insurer",
    businessConcept: 'Insurance Float',
    insight:
      "When underwriting breaks even or better, this money costs nothing or less to hold, which made it a central engine of Berkshire Hathaway's growth.",
    hints: ['Insurance economics and Berkshire Hathaway', 'F, 5 letters: to stay on the surface of water'],
  },
  {
    answer: 'CAPEX',
    clue: 'Spending on long-lived assets such as plant and equipment, capitalised rather than expensed',
    businessConcept: 'Capital Expenditure',
    insight:
      'Subtracting it from operating cash flow gives free cash flow; comparing it with the annual wear charge hints whether a firm is growing or merely maintaining its assets.',
    hints: ['Corporate finance and cash-flow analysis', 'C, 5 letters: money spent on plant and machinery'],
  },
  {
    answer: 'INFLATION',
    clue: "Sustained rise in the general price level, eroding money's purchasing power",
    businessConcept: 'Inflation',
    insight:
      'Irving Fisher linked it to interest rates: the nominal rate is roughly the real rate plus the expected rise in prices.',
    hints: ['Macroeconomics and monetary policy', 'I, 9 letters: blowing up a balloon'],
  },
  {
    answer: 'CROWDFUNDING',
    clue: 'Raising small sums from many backers online, through rewards, donations, loans or shares',
    businessConcept: 'Crowdfunding',
    insight:
      'Beyond capital, a campaign tests demand before production; pre-orders that fail to materialise are cheap evidence that a product needs rethinking.',
    hints: ['Alternative finance, as on Kickstarter', 'C, 12 letters: money from the masses'],
  },
  {
    answer: 'ANNUITY',
    clue: 'Series of equal payments at regular intervals for a fixed term',
    businessConcept: 'Annuity',
    insight:
      'Its present value is the payment times one minus the discount factor of the final period, divided by the rate; mortgages and leases are priced this way.',
    hints: ['Time value of money', 'A, 7 letters: a pension product paying a fixed income'],
  },
  {
    answer: 'PERPETUITY',
    clue: 'Stream of equal cash flows that continues forever, worth the payment divided by the discount rate',
    businessConcept: 'Perpetuity',
    insight:
      "With constant growth its value becomes next year's cash flow over the rate minus growth, the Gordon formula behind most terminal values.",
    hints: ['Time value of money and terminal value', 'P, 10 letters: for all time'],
  },
  {
    answer: 'COMPOUNDING',
    clue: 'Earning returns on previously earned returns, so that growth accelerates over time',
    businessConcept: 'Compound Interest',
    insight:
      'The rule of 72 approximates doubling time: divide 72 by the annual percentage rate, so money at 8 percent doubles in about nine years.',
    hints: ['Time value of money', 'C, 11 letters: interest on interest'],
  },
]);

const MARKET_AND_COMPETITION = inTheme('Market & Competition', [
  {
    answer: 'OLIGOPOLY',
    clue: "Market dominated by a few interdependent sellers, each weighing its rivals' likely reactions",
    businessConcept: 'Oligopoly',
    insight:
      'Cournot and Bertrand models reach opposite answers for the same structure: rivals choosing quantities keep prices above cost, while price rivals with identical goods drive them down to cost.',
    hints: ['Industrial organisation and game theory', 'O, 9 letters: rule by the few, applied to sellers'],
  },
  {
    answer: 'MONOPSONY',
    clue: 'Market with a single dominant buyer, able to push input prices below competitive levels',
    businessConcept: 'Monopsony',
    insight:
      'Joan Robinson brought the term into economics in 1933; it explains why a well-set minimum wage can raise employment where one employer dominates local hiring.',
    hints: ['Labour economics and buyer power', 'M, 9 letters: a one-buyer market'],
  },
  {
    answer: 'MONOPOLY',
    clue: 'Sole seller facing the whole demand curve, pricing where marginal revenue equals marginal cost',
    businessConcept: 'Monopoly',
    insight:
      "Its social cost is the deadweight loss from trades that would have happened at the competitive price; Harberger's early estimates of that loss were surprisingly small.",
    hints: ['Market structure', 'M, 8 letters: a one-seller market, or a board game'],
  },
  {
    answer: 'CARTEL',
    clue: 'Formal agreement among competitors to fix prices, share out markets or limit output',
    businessConcept: 'Cartel',
    insight:
      'Each member gains by secretly cheating, so such pacts are unstable; leniency programmes exploit this by rewarding the first member to confess.',
    hints: ['Collusion and its enforcement', 'C, 6 letters: OPEC is the best-known example'],
  },
  {
    answer: 'SUBSTITUTE',
    clue: "Product from another industry that meets the same need; one of Porter's five forces",
    businessConcept: 'Threat of Substitutes',
    insight:
      'Close alternatives cap the price an industry can charge: as prices rise, buyers switch to whatever else does the same job.',
    hints: ["Porter's five forces", 'S, 10 letters: a replacement player'],
  },
  {
    answer: 'BARRIER',
    clue: 'Obstacle, such as scale economies or licensing, that deters new firms from entering an industry',
    businessConcept: 'Barrier to Entry',
    insight:
      "Joe Bain's classic list covers scale economies, product differentiation and absolute cost advantages; where they are high, established firms can price above cost without inviting entry.",
    hints: ['Industry structure (Joe Bain)', 'B, 7 letters: a fence or wall'],
  },
  {
    answer: 'SWITCHING',
    clue: '___ costs: one-off burdens a buyer bears to change supplier, which lock customers in',
    businessConcept: 'Switching Costs',
    insight:
      'They can be financial, procedural or relational; software vendors raise them through data formats and integrations, which is why migration tools are a competitive weapon.',
    hints: ['Customer lock-in', 'S, 9 letters: changing from one thing to another'],
  },
  {
    answer: 'NETWORK',
    clue: '___ effect: a product grows more valuable to each user as more people use it',
    businessConcept: 'Network Effects',
    insight:
      'Direct versions link users to users, as in messaging; indirect versions run through a complementary group, as when more users attract more app developers.',
    hints: ['Multi-sided market economics', 'N, 7 letters: a web of connections'],
  },
  {
    answer: 'COMMODITY',
    clue: 'Undifferentiated good that buyers choose on price alone',
    businessConcept: 'Commoditisation',
    insight:
      'When buyers cannot tell suppliers apart, profits converge towards the costs of the most efficient producer, so escaping that trap is a central aim of branding.',
    hints: ['Differentiation and pricing power', 'C, 9 letters: wheat, copper or crude oil'],
  },
  {
    answer: 'DUMPING',
    clue: 'Exporting below the home-market price or below cost, which can trigger punitive trade duties',
    businessConcept: 'Dumping (Trade)',
    insight:
      'WTO rules let importing countries impose extra duties when it causes material injury to domestic producers, so proving injury is central to every case.',
    hints: ['International trade policy', 'D, 7 letters: getting rid of something carelessly'],
  },
  {
    answer: 'SIGNALING',
    clue: "Spence's idea that a costly action, such as earning a degree, can credibly reveal hidden quality",
    businessConcept: 'Market Signalling',
    insight:
      'It works only if the action costs high-quality types less than low-quality ones, so imitators cannot profitably copy it; product warranties work the same way.',
    hints: ['Information economics (Spence, Nobel 2001)', 'S, 9 letters (US spelling): sending a message'],
  },
  {
    answer: 'SCREENING',
    clue: "Stiglitz's mechanism in which the uninformed party offers choices that make others reveal their type",
    businessConcept: 'Screening',
    insight:
      'Insurers offering a menu of deductibles are the textbook case: low-risk customers pick high deductibles in exchange for lower premiums, sorting themselves.',
    hints: ['Information economics (Rothschild and Stiglitz)', 'S, 9 letters: filtering candidates'],
  },
  {
    answer: 'LEMONS',
    clue: "Akerlof's market for ___: used cars of hidden poor quality that can drive good ones out",
    businessConcept: 'The Market for Lemons (Adverse Selection)',
    insight:
      'When buyers cannot observe quality they pay an average price, good sellers withdraw, average quality falls further, and the market can unravel.',
    hints: ['Asymmetric information (Akerlof, 1970)', 'L, 6 letters: sour yellow fruit'],
  },
  {
    answer: 'POSITIONING',
    clue: "Ries and Trout's idea of owning a distinct place in the prospect's mind relative to rivals",
    businessConcept: 'Brand Positioning',
    insight:
      'Minds are crowded, they argued, so a brand wins by being first in a category it can own or by defining itself against the leader, as Avis did as number two.',
    hints: ['Marketing strategy', 'P, 11 letters: placing something in a location'],
  },
  {
    answer: 'SEGMENTATION',
    clue: 'Dividing a market into groups whose needs or responses to marketing differ',
    businessConcept: 'Market Segmentation',
    insight:
      'Useful groups are measurable, substantial, reachable and actionable; splitting by demographics alone often misses needs that cut across age and income.',
    hints: ['Marketing strategy: the first step of STP', 'S, 12 letters: cutting the market into parts'],
  },
  {
    answer: 'ELASTICITY',
    clue: 'Percentage change in quantity demanded for a one percent change in price',
    businessConcept: 'Price Elasticity of Demand',
    insight:
      'Where its absolute value is below one, raising prices raises revenue, which is why a profit-maximising monopolist never prices on that part of the demand curve.',
    hints: ['Microeconomics of demand', 'E, 10 letters: stretchiness'],
  },
  {
    answer: 'VERSIONING',
    clue: 'Offering a product in several qualities so buyers sort themselves by willingness to pay, per Shapiro and Varian',
    businessConcept: 'Versioning',
    insight:
      'Information goods cost almost nothing to copy, so the trick is to degrade a premium offer cheaply, for example by delay or lower resolution, to create a lower tier.',
    hints: ['Information Rules (Shapiro and Varian)', 'V, 10 letters: numbering releases 1.0, 2.0 and so on'],
  },
  {
    answer: 'BUNDLING',
    clue: "Selling two or more products together as a package, often to capture more of buyers' value",
    businessConcept: 'Bundling',
    insight:
      "It works best when buyers' valuations of the items are negatively correlated, which evens out willingness to pay across customers.",
    hints: ['Pricing strategy (Adams and Yellen)', 'B, 8 letters: tying things into a package'],
  },
  {
    answer: 'FREEMIUM',
    clue: 'Model giving a basic tier away and charging for premium features',
    businessConcept: 'Freemium Model',
    insight:
      'Its economics rest on a low cost to serve non-paying users and a conversion rate, often just a few percent, high enough to fund everyone else.',
    hints: ['Digital business models', 'F, 8 letters: a blend of two words, one meaning no charge'],
  },
  {
    answer: 'INCUMBENT',
    clue: 'Established firm already serving a market, facing entrants and challengers',
    businessConcept: 'Incumbent Firm',
    insight:
      'Its assets include customers, brand and distribution, but also commitments to an existing business model that make responding to new threats slow.',
    hints: ['Competitive dynamics', 'I, 9 letters: the current office-holder'],
  },
  {
    answer: 'COOPETITION',
    clue: "Brandenburger and Nalebuff's term for rivals cooperating to enlarge the pie while competing to divide it",
    businessConcept: 'Co-opetition',
    insight:
      'Their value net adds complementors to customers, suppliers and competitors: players whose products make yours more valuable to the same customers.',
    hints: ['Game theory applied to strategy', 'C, 11 letters: a blend of cooperation and rivalry'],
  },
  {
    answer: 'PREDATORY',
    clue: '___ pricing: cutting price below cost to drive out a rival and recoup the losses later',
    businessConcept: 'Predatory Pricing',
    insight:
      'US courts require proof that the firm could later recoup its losses, a demanding test since the Brooke Group decision, so successful cases are rare.',
    hints: ['Exclusionary pricing conduct', 'P, 9 letters: like a hunting animal'],
  },
  {
    answer: 'HERFINDAHL',
    clue: 'Index summing squared market shares, used by merger regulators to gauge concentration',
    businessConcept: 'Herfindahl-Hirschman Index',
    insight:
      'With shares in percent it runs from near zero to 10,000 for a single seller; mergers that raise it sharply in an already concentrated market draw close scrutiny.',
    hints: ['Market concentration (the HHI)', 'H, 10 letters: the first surname behind HHI'],
  },
  {
    answer: 'ANTITRUST',
    clue: 'Body of law policing price-fixing, abuse of dominance and mergers that substantially reduce rivalry',
    businessConcept: 'Antitrust Law',
    insight:
      'The US foundation is the Sherman Act of 1890; EU law pursues similar aims but speaks of abuse of a dominant position rather than monopolisation.',
    hints: ['The field of the Sherman and Clayton Acts', 'A, 9 letters: against big combines'],
  },
  {
    answer: 'NASH',
    clue: 'Equilibrium in which no player can gain by changing strategy while the others keep theirs',
    businessConcept: 'Nash Equilibrium',
    insight:
      "It need not be efficient: in the prisoner's dilemma both players defect even though mutual cooperation would leave each better off.",
    hints: ['Game theory (Nobel 1994)', 'N, 4 letters: the mathematician of A Beautiful Mind'],
  },
  {
    answer: 'HOTELLING',
    clue: 'Economist whose linear-city model, told with two beach vendors, predicts rivals cluster in the middle',
    businessConcept: "Hotelling's Law",
    insight:
      'The same logic explains why two-party candidates converge on the median voter; adding price rivalry can push firms apart again.',
    hints: ['Spatial economics (1929)', 'H, 9 letters: surname of the economist Harold'],
  },
  {
    answer: 'SKIMMING',
    clue: 'Launching at a high price and lowering it over time to capture successive segments',
    businessConcept: 'Price Skimming',
    insight:
      'It suits products with strong early demand from eager buyers and some protection from imitation; without that protection, high prices simply invite entry.',
    hints: ['Pricing strategy', 'S, 8 letters: taking the cream off the top'],
  },
  {
    answer: 'CHASM',
    clue: "Moore's gap between enthusiasts who buy potential and the pragmatic mainstream who buy proof",
    businessConcept: 'Crossing the Chasm',
    insight:
      "Moore's remedy is to win one narrow beachhead segment completely, as at D-Day, so that references there persuade adjacent segments.",
    hints: ["Geoffrey Moore's high-tech marketing model", 'C, 5 letters: a deep gorge'],
  },
]);

const OPERATIONS_AND_SCALING = inTheme('Operations & Scaling', [
  {
    answer: 'KANBAN',
    clue: "Card signal in Toyota's pull system that authorises production or withdrawal of parts",
    businessConcept: 'Kanban',
    insight:
      'Capping the number of cards caps work in progress, so problems surface quickly instead of hiding in inventory; software teams borrowed the idea for visual boards.',
    hints: ['Toyota Production System: pull scheduling', 'K, 6 letters: Japanese for signboard'],
  },
  {
    answer: 'KAIZEN',
    clue: 'Japanese term for continuous, incremental improvement involving everyone from shop floor to boardroom',
    businessConcept: 'Kaizen',
    insight:
      'Masaaki Imai popularised it in the West in 1986; its power comes from many small changes made by the people who actually do the work.',
    hints: ['Japanese management philosophy', 'K, 6 letters: Japanese for change for the better'],
  },
  {
    answer: 'TAKT',
    clue: 'Pace of production that matches customer demand: available working time divided by units required',
    businessConcept: 'Takt Time',
    insight:
      "If a station's cycle time exceeds it, demand cannot be met; if cycle times sit far below it, the line is overstaffed or building inventory.",
    hints: ['Line balancing in flow production', 'T, 4 letters: German for a musical beat'],
  },
  {
    answer: 'MUDA',
    clue: 'Japanese word for waste in the Toyota Production System, of which Ohno listed seven kinds',
    businessConcept: 'Muda (Waste)',
    insight:
      'The seven are overproduction, waiting, transport, over-processing, inventory, motion and defects; overproduction is often called the worst because it hides the others.',
    hints: ['Toyota Production System: one of the three Ms, with mura and muri', 'M, 4 letters: Japanese for futility'],
  },
  {
    answer: 'JIDOKA',
    clue: 'Toyota principle of automation with a human touch: stop the process the moment a defect appears',
    businessConcept: 'Jidoka',
    insight:
      "It traces back to Sakichi Toyoda's loom, which halted itself when a thread broke; stopping at once keeps defects from flowing downstream.",
    hints: ['Toyota Production System: built-in quality', 'J, 6 letters: one of the two pillars of the TPS house'],
  },
  {
    answer: 'ANDON',
    clue: 'Cord or light a worker uses to signal a problem and, if needed, stop the line',
    businessConcept: 'Andon',
    insight:
      'Its value depends on culture: leaders must respond quickly and thank the person who pulled it, or workers soon stop raising problems.',
    hints: ['Visual management on the shop floor', 'A, 5 letters: Japanese for a paper lantern'],
  },
  {
    answer: 'POKAYOKE',
    clue: "Shingo's mistake-proofing: a design that makes an error impossible or instantly obvious",
    businessConcept: 'Poka-Yoke',
    insight:
      'A plug that fits only one way or a sensor that halts a press when a part is missing catches errors before they become defects, cutting reliance on inspection.',
    hints: ['Zero quality control (Shigeo Shingo)', 'P, 8 letters (two Japanese words): error-proofing'],
  },
  {
    answer: 'HEIJUNKA',
    clue: 'Levelling production by volume and mix so upstream processes see a steady, predictable demand',
    businessConcept: 'Heijunka',
    insight:
      'Building a repeating mix of small batches instead of long runs of each model lowers inventory and lets suppliers work at an even pace.',
    hints: ['Toyota Production System: level scheduling', 'H, 8 letters: Japanese for levelling'],
  },
  {
    answer: 'GEMBA',
    clue: "Japanese for 'the real place': where value is created, which managers are urged to go and see",
    businessConcept: 'Gemba',
    insight:
      'Walks there are meant for observing and asking why, not for inspecting people; problems are understood best where they occur.',
    hints: ['Toyota-style leadership practice', 'G, 5 letters: the shop floor'],
  },
  {
    answer: 'BOTTLENECK',
    clue: "Resource whose capacity falls short of the demand placed on it, limiting the whole system's output",
    businessConcept: 'Bottleneck (Theory of Constraints)',
    insight:
      "Goldratt's theory of constraints holds that an hour lost there is an hour lost for the whole system, while an hour saved elsewhere is a mirage.",
    hints: ['Theory of constraints (Eliyahu Goldratt)', 'B, 10 letters: the narrow part of a wine container'],
  },
  {
    answer: 'THROUGHPUT',
    clue: "Rate at which a system produces output or, for Goldratt, the rate at which it earns money from sales",
    businessConcept: 'Throughput',
    insight:
      "Little's law links it to inventory and flow time: average work in process equals this rate times the average time an item spends in the system.",
    hints: ["Process analysis and Little's law", 'T, 10 letters: output per unit of time'],
  },
  {
    answer: 'SIXSIGMA',
    clue: 'Motorola-born quality method aiming at 3.4 defects per million opportunities',
    businessConcept: 'Six Sigma',
    insight:
      'Projects follow the DMAIC cycle of define, measure, analyse, improve and control; the 3.4 figure assumes the process mean drifts 1.5 standard deviations over time.',
    hints: ['Statistical quality management', 'Two words run together, 8 letters: a number and a Greek letter'],
  },
  {
    answer: 'BENCHMARKING',
    clue: "Comparing processes and results with the best practitioners, inside or outside one's own industry",
    businessConcept: 'Benchmarking',
    insight:
      "Xerox's study of L.L.Bean's warehouse order picking is the classic case of learning from a firm in a completely different industry.",
    hints: ['Performance improvement', 'B, 12 letters: measuring against a reference point'],
  },
  {
    answer: 'OUTSOURCING',
    clue: 'Contracting an activity to an outside provider instead of performing it in-house',
    businessConcept: 'Outsourcing',
    insight:
      'It pays when a specialist has volume or skill the firm lacks, but handing over activities tied to core capabilities can hollow out the learning that sustains advantage.',
    hints: ['Make-or-buy decisions', 'O, 11 letters: buying from outside what you used to make'],
  },
  {
    answer: 'JUSTINTIME',
    clue: 'Producing and delivering only what is needed, when it is needed, in the amount needed',
    businessConcept: 'Just-in-Time Production',
    insight:
      'Cutting inventory exposes problems that buffers used to hide, which is the point, but it also leaves supply chains fragile when shocks hit.',
    hints: ['Toyota Production System', 'Three words run together, 10 letters: at the very last moment'],
  },
  {
    answer: 'BULLWHIP',
    clue: 'Effect in which small swings in retail demand grow into large swings further up a supply chain',
    businessConcept: 'Bullwhip Effect',
    insight:
      'Lee, Padmanabhan and Whang traced it to demand forecast updating, order batching, price promotions and rationing games; sharing point-of-sale data damps it.',
    hints: ['Supply-chain dynamics (the MIT beer game)', "B, 8 letters: a cattle driver's long lash"],
  },
  {
    answer: 'SAFETYSTOCK',
    clue: 'Extra inventory held to buffer against variability in demand and supplier lead time',
    businessConcept: 'Safety Stock',
    insight:
      'It grows with the square root of lead time and with the service level targeted, so the last few percent of availability are the most expensive.',
    hints: ['Inventory management', 'Two words run together, 11 letters: a protective reserve'],
  },
  {
    answer: 'SCRUM',
    clue: 'Framework of time-boxed iterations, a product owner and self-managing teams, named after a rugby formation',
    businessConcept: 'Scrum',
    insight:
      "Takeuchi and Nonaka's 1986 HBR article used the rugby image for overlapping development phases; Sutherland and Schwaber later formalised the framework.",
    hints: ['Iterative software development', 'S, 5 letters: a rugby restart'],
  },
  {
    answer: 'VALUESTREAM',
    clue: '___ mapping: charting every step and information flow from customer order to delivery',
    businessConcept: 'Value Stream Mapping',
    insight:
      'Most of the elapsed time usually turns out to be waiting; the steps that add value often account for only a few percent of it.',
    hints: ['Process mapping in the Toyota tradition', 'Two words run together, 11 letters: worth plus a flowing river'],
  },
  {
    answer: 'AGILE',
    clue: 'Approach from a 2001 manifesto favouring working software, customer collaboration and responding to change',
    businessConcept: 'Agile Software Development',
    insight:
      'The manifesto values individuals and interactions over processes and tools while still granting that the latter matter, a nuance often lost in practice.',
    hints: ['Software development methods', 'A, 5 letters: nimble'],
  },
  {
    answer: 'DEVOPS',
    clue: 'Practice that merges building software with running it in production, to release often and reliably',
    businessConcept: 'DevOps',
    insight:
      'The DORA research measures it with four figures: deployment frequency, lead time for changes, change failure rate and time to restore service.',
    hints: ['Software delivery performance', 'D, 6 letters: two abbreviations run together'],
  },
  {
    answer: 'HOSHIN',
    clue: "With 'kanri', a Japanese method of cascading a few breakthrough objectives through every level",
    businessConcept: 'Hoshin Kanri (Policy Deployment)',
    insight:
      'Its catchball process passes plans up and down the hierarchy for negotiation, so targets are understood and owned rather than merely imposed.',
    hints: ['Strategy deployment in Japanese management', 'H, 6 letters: Japanese for direction or policy'],
  },
  {
    answer: 'FIVEWHYS',
    clue: "Ohno's root-cause technique: keep asking the same simple question until the underlying cause appears",
    businessConcept: 'Five Whys',
    insight:
      'Its weakness is that it follows a single chain of causes; complex failures usually need a fishbone diagram or fault tree to capture several.',
    hints: ['Root-cause analysis at Toyota', 'Two words run together, 8 letters: a number and a question word'],
  },
  {
    answer: 'SCOPE',
    clue: 'Economies of ___: cost savings from producing several different products together',
    businessConcept: 'Economies of Scope',
    insight:
      'Panzar and Willig formalised them; shared inputs such as a distribution network, brand or know-how are the usual source, and they justify related diversification.',
    hints: ['Cost economics of multiproduct firms', 'S, 5 letters: range or breadth'],
  },
  {
    answer: 'EXPERIENCE',
    clue: "BCG's ___ curve: unit costs falling by a roughly constant share with each doubling of cumulative output",
    businessConcept: 'Experience Curve',
    insight:
      "Bruce Henderson's BCG used it to argue that the firm with the most cumulative volume should have the lowest costs, justifying an aggressive pursuit of share.",
    hints: ['Cost dynamics and the learning curve', 'E, 10 letters: knowledge gained by doing'],
  },
  {
    answer: 'KAIKAKU',
    clue: 'Japanese term for radical, one-off improvement, the counterpart of steady incremental change',
    businessConcept: 'Kaikaku',
    insight:
      'Toyota-style practitioners use it for breakthrough redesigns, such as converting a batch line to one-piece flow, after which steady refinement takes over.',
    hints: ['Japanese improvement vocabulary', 'K, 7 letters: Japanese for reform'],
  },
  {
    answer: 'LEADTIME',
    clue: "Elapsed time from a customer's order to its delivery, waiting included",
    businessConcept: 'Lead Time',
    insight:
      'Cutting it often matters more than speeding up individual steps, because most of it is queue time; smaller batches are the usual lever.',
    hints: ['Operations performance', 'Two words run together, 8 letters: how long before it arrives'],
  },
  {
    answer: 'CROSSDOCKING',
    clue: 'Moving inbound goods straight onto outbound vehicles with little or no storage in between',
    businessConcept: 'Cross-Docking',
    insight:
      'Walmart used it to cut warehouse inventory and handling; it needs precise coordination of suppliers, trucks and store demand to work.',
    hints: ['Logistics and distribution', 'C, 12 letters: transfer across a loading bay'],
  },
  {
    answer: 'BACKLOG',
    clue: 'Ordered list of work still to be done, which a product owner keeps prioritised',
    businessConcept: 'Product Backlog',
    insight:
      'Keeping it short and ordered by value matters more than making it complete; long lists of stale ideas hide what should be built next.',
    hints: ['Product management artefacts', 'B, 7 letters: a pile of unfinished work'],
  },
]);

const INVESTMENT_AND_VALUATION = inTheme('Investment & Valuation', [
  {
    answer: 'ARBITRAGE',
    clue: 'Riskless profit from simultaneously buying and selling the same asset at different prices',
    businessConcept: 'Arbitrage',
    insight:
      "Derivative pricing rests on ruling it out: if a portfolio replicates an option's payoff, it must cost the same as the option, or traders could profit at no risk.",
    hints: ['Asset pricing and the law of one price', 'A, 9 letters: a free lunch in markets'],
  },
  {
    answer: 'HEDGING',
    clue: 'Taking an offsetting position to reduce exposure to a price, rate or currency risk',
    businessConcept: 'Hedging',
    insight:
      'Cutting risk also gives up upside; Froot, Scharfstein and Stein argue it pays mainly when it protects the funding of valuable investments.',
    hints: ['Risk management with derivatives', 'H, 7 letters: planting a row of shrubs'],
  },
  {
    answer: 'DURATION',
    clue: "Weighted-average time to a bond's cash flows, also a gauge of its price sensitivity to yields",
    businessConcept: 'Bond Duration',
    insight:
      'Frederick Macaulay introduced it in 1938; in its modified form it approximates the percentage price fall for a one-point rise in yields.',
    hints: ['Fixed-income risk', 'D, 8 letters: how long something lasts'],
  },
  {
    answer: 'CONVEXITY',
    clue: "Curvature of a bond's price-yield curve, which a linear sensitivity measure misses",
    businessConcept: 'Bond Convexity',
    insight:
      'For plain bonds it is positive, so prices rise more when yields fall than they drop when yields rise; callable bonds and mortgage securities can show the opposite.',
    hints: ['Fixed-income mathematics', 'C, 9 letters: bulging outward'],
  },
  {
    answer: 'DILUTION',
    clue: "Fall in existing owners' percentage stake when new shares are issued",
    businessConcept: 'Equity Dilution',
    insight:
      'A smaller stake is not necessarily a loss: if new money comes in at a fair price, a smaller slice of a bigger pie can be worth more.',
    hints: ['Equity financing and cap tables', 'D, 8 letters: watering down'],
  },
  {
    answer: 'ACCRETION',
    clue: "In M&A, an increase in the acquirer's earnings per share as a result of a deal",
    businessConcept: 'EPS Accretion',
    insight:
      "It can arise mechanically whenever the target's earnings yield exceeds the acquirer's cost of financing, even if the deal destroys value.",
    hints: ['Merger analysis', 'A, 9 letters: gradual growth by accumulation'],
  },
  {
    answer: 'EBITDA',
    clue: 'Operating-profit proxy used in deal pricing and loan tests, struck before interest, tax and non-cash charges',
    businessConcept: 'EBITDA',
    insight:
      'It ignores capital spending, so capital-hungry firms can look healthier than their cash generation justifies; Buffett has criticised it on exactly this ground.',
    hints: ['Earnings measures and debt ratios', 'Six-letter acronym, pronounced ee-bit-dah'],
  },
  {
    answer: 'DIVIDEND',
    clue: 'Distribution of profits to shareholders, in cash or in shares',
    businessConcept: 'Dividend Policy',
    insight:
      'Miller and Modigliani showed payout policy does not affect value in perfect markets; in practice firms smooth these payments, as Lintner documented in 1956.',
    hints: ['Payout policy', 'D, 8 letters: what an income investor collects'],
  },
  {
    answer: 'BETA',
    clue: "Asset-pricing measure of an asset's sensitivity to movements of the market as a whole",
    businessConcept: 'Beta (Systematic Risk)',
    insight:
      'Only this systematic risk earns a premium in the model, because firm-specific risk can be diversified away at almost no cost.',
    hints: ['Asset pricing', 'B, 4 letters: the second Greek letter'],
  },
  {
    answer: 'ALPHA',
    clue: "Return above what a benchmark or risk model predicts, the active manager's claimed edge",
    businessConcept: "Jensen's Alpha",
    insight:
      "Jensen's 1968 study found that mutual funds on average did not beat the market after costs, opening decades of research on skill versus luck.",
    hints: ['Performance evaluation', 'A, 5 letters: the first Greek letter'],
  },
  {
    answer: 'WARRANT',
    clue: 'Long-dated right, issued by a company, to buy its new shares at a set price',
    businessConcept: 'Equity Warrant',
    insight:
      "Unlike exchange-traded calls, exercising one creates new shares, so valuing it must allow for the extra shares that shrink existing holders' stakes.",
    hints: ['Share-linked securities', 'W, 7 letters: a legal authorisation, as for an arrest'],
  },
  {
    answer: 'ESCROW',
    clue: 'Arrangement in which a neutral third party holds funds until agreed conditions are met',
    businessConcept: 'Escrow',
    insight:
      "In acquisitions part of the price is often held back this way for a year or more to cover breaches of the seller's representations found after closing.",
    hints: ['Deal mechanics and M&A', 'E, 6 letters: money held in trust'],
  },
  {
    answer: 'CAPM',
    clue: "Model relating an asset's expected return to its systematic risk through the market risk premium",
    businessConcept: 'Capital Asset Pricing Model',
    insight:
      'Developed in the 1960s, it predicts expected return rising in a straight line with systematic risk; empirical tests since the 1970s find that line flatter than predicted.',
    hints: ['Asset pricing theory', 'Four-letter acronym: capital asset …'],
  },
  {
    answer: 'WACC',
    clue: 'Discount rate blending the after-tax cost of debt and the cost of equity by market-value weights',
    businessConcept: 'Weighted Average Cost of Capital',
    insight:
      'Using one firm-wide rate for every project overvalues risky ventures and undervalues safe ones; each project deserves a rate matching its own risk.',
    hints: ['Cost of capital', 'Four-letter acronym: weighted average …'],
  },
  {
    answer: 'NPV',
    clue: "Present value of a project's future cash flows minus its initial outlay; accept when positive",
    businessConcept: 'Net Present Value',
    insight:
      'It measures value added in money rather than as a rate, which is why it stays consistent with maximising shareholder wealth when rate-based rules mislead.',
    hints: ['Capital budgeting', 'Three-letter acronym: net present …'],
  },
  {
    answer: 'IRR',
    clue: "Discount rate at which a project's net present value is exactly zero",
    businessConcept: 'Internal Rate of Return',
    insight:
      'It can mislead when cash flows change sign more than once, giving several answers, and when ranking projects of different size or timing.',
    hints: ['Capital budgeting', 'Three-letter acronym: internal rate of …'],
  },
  {
    answer: 'MULTIPLE',
    clue: 'Valuation ratio, such as price to earnings or enterprise value to sales, applied across comparable firms',
    businessConcept: 'Valuation Multiples',
    insight:
      'Every such ratio is a compressed DCF: it embeds assumptions about growth, return on capital and risk, which is why peers must really be comparable.',
    hints: ['Relative valuation', 'M, 8 letters: many times over'],
  },
  {
    answer: 'ANGEL',
    clue: 'Affluent individual who invests personal money in early-stage start-ups, often with advice',
    businessConcept: 'Angel Investor',
    insight:
      'The term comes from backers of Broadway shows; such investors often fill the gap between friends-and-family money and institutional venture capital.',
    hints: ['Early-stage finance', 'A, 5 letters: a heavenly being'],
  },
  {
    answer: 'UNICORN',
    clue: "Aileen Lee's 2013 term for a private start-up valued at one billion dollars or more",
    businessConcept: 'Unicorn Start-up',
    insight:
      'She chose the word because such firms were rare; their number later grew many times over, and many saw their valuations cut when funding conditions tightened.',
    hints: ['Venture capital vocabulary', 'U, 7 letters: a mythical horned horse'],
  },
  {
    answer: 'TERMSHEET',
    clue: 'Mostly non-binding summary of the key economics and control provisions of a proposed investment',
    businessConcept: 'Term Sheet',
    insight:
      'Experienced founders read the control provisions, such as board seats and investor vetoes, as closely as the headline valuation.',
    hints: ['Venture deals', 'Two words run together, 9 letters: the conditions on one page'],
  },
  {
    answer: 'PREFERENCE',
    clue: "Liquidation ___: investors' right to get their money back before common shareholders in an exit",
    businessConcept: 'Liquidation Preference',
    insight:
      'A 1x non-participating version returns the investment or converts to common, whichever is larger; a participating version takes both.',
    hints: ['Venture term sheets', 'P, 10 letters: favouring one option over another'],
  },
  {
    answer: 'RATCHET',
    clue: "Full ___: investor protection that reprices earlier shares to a later, lower round price",
    businessConcept: 'Full Ratchet',
    insight:
      'Broad-based weighted-average protection, which accounts for how many cheaper shares were sold, is the milder and far more common alternative.',
    hints: ['Down rounds and investor protection', 'R, 7 letters: a gear that turns only one way'],
  },
  {
    answer: 'DRAGALONG',
    clue: 'Right letting majority holders force minority holders to join a sale on the same terms',
    businessConcept: 'Drag-Along Right',
    insight:
      'It stops a small holder from blocking an exit; its mirror, the tag-along, protects minorities by letting them join a sale the majority negotiates.',
    hints: ['Shareholder agreements', 'D, 9 letters (run together): pulling others with you'],
  },
  {
    answer: 'CARRY',
    clue: "General partners' share of fund profits, typically 20 percent, often payable only above a hurdle rate",
    businessConcept: 'Carried Interest',
    insight:
      'Paid only on gains, it aligns fund managers with investors; its tax treatment as capital gains in some countries remains contested.',
    hints: ['Private equity and venture fund economics', 'C, 5 letters: to bear or transport'],
  },
  {
    answer: 'SHARPE',
    clue: '___ ratio: excess return over the risk-free rate divided by volatility',
    businessConcept: 'Sharpe Ratio',
    insight:
      'It penalises upside and downside swings alike, so for skewed strategies the Sortino variant, using downside deviation only, is often preferred.',
    hints: ['Risk-adjusted performance', 'S, 6 letters: surname of the Nobel laureate William'],
  },
  {
    answer: 'EFFICIENT',
    clue: "Fama's ___ market hypothesis: prices fully reflect available information",
    businessConcept: 'Efficient Market Hypothesis',
    insight:
      'Fama distinguished weak, semi-strong and strong forms, according to whether prices reflect past prices, all public information or all information.',
    hints: ['Asset pricing (Nobel 2013)', 'E, 9 letters: wasting nothing'],
  },
  {
    answer: 'MOMENTUM',
    clue: 'Anomaly in which recent winning stocks keep beating recent losers for months, shown by Jegadeesh and Titman',
    businessConcept: 'Momentum Effect',
    insight:
      'It is among the most persistent anomalies across markets and asset classes, though it suffers sharp crashes when beaten-down markets rebound.',
    hints: ['Empirical asset pricing and factor investing', 'M, 8 letters: mass times velocity'],
  },
  {
    answer: 'FRONTIER',
    clue: "Markowitz's curve of portfolios offering the highest expected return for each level of risk",
    businessConcept: 'Efficient Frontier',
    insight:
      'Adding a risk-free asset turns it into the capital market line; the point of tangency is the market portfolio of equilibrium asset pricing.',
    hints: ['Modern portfolio theory', 'F, 8 letters: a border region'],
  },
  {
    answer: 'REALOPTION',
    clue: 'Right, not obligation, embedded in a physical investment, such as to expand, delay or abandon it',
    businessConcept: 'Real Options',
    insight:
      'Standard DCF ignores managerial flexibility; valuing the right to wait or expand explains why firms sometimes fund small negative-NPV pilots.',
    hints: ['Capital budgeting under uncertainty', 'Two words run together, 10 letters: choice in tangible assets'],
  },
  {
    answer: 'BOOKBUILDING',
    clue: 'Process in which underwriters gauge institutional demand to set the price of a share offering',
    businessConcept: 'Bookbuilding',
    insight:
      'Investors reveal demand in exchange for allocations; Benveniste and Spindt argued that underpricing is partly their reward for sharing that information.',
    hints: ['Equity capital markets', 'B, 12 letters: assembling an order list'],
  },
  {
    answer: 'BUYOUT',
    clue: 'Acquisition of a controlling stake, in its leveraged form financed largely with debt',
    businessConcept: 'Leveraged Buyout',
    insight:
      "Jensen argued in 1989 that debt discipline and concentrated ownership curb managers' temptation to waste free cash flow.",
    hints: ['Private equity', "B, 6 letters: purchasing someone's entire share"],
  },
  {
    answer: 'GOODWILL',
    clue: 'Purchase price in excess of the fair value of identifiable net assets acquired',
    businessConcept: 'Goodwill',
    insight:
      'Under IFRS and US GAAP it is not amortised by public companies but tested for impairment, so write-downs often reveal an overpriced deal.',
    hints: ['Acquisition accounting', 'G, 8 letters: kindly feeling'],
  },
  {
    answer: 'DUEDILIGENCE',
    clue: "Investigation of a target's finances, legal exposure and operations before a deal closes",
    businessConcept: 'Due Diligence',
    insight:
      'Its findings feed straight into price and contract terms, such as indemnities and holdbacks, not just into the decision to proceed.',
    hints: ['M&A process', 'D, 12 letters (two words): reasonable care'],
  },
  {
    answer: 'SPAC',
    clue: 'Listed shell company that raises cash to acquire a private firm within a set period',
    businessConcept: 'Special Purpose Acquisition Company',
    insight:
      "It promises a faster route to a listing than a traditional offering, but the sponsor's 20 percent promote and investor redemptions often leave far less cash than advertised.",
    hints: ['Alternative listings', 'Four-letter acronym: special purpose acquisition …'],
  },
]);

const LEADERSHIP_AND_CULTURE = inTheme('Leadership & Culture', [
  {
    answer: 'AGENCY',
    clue: "Jensen and Meckling's theory of the costs that arise when owners delegate control to managers",
    businessConcept: 'Agency Theory',
    insight:
      'Those costs include monitoring, bonding and the residual loss that remains despite both, which is why incentive design and boards matter.',
    hints: ['Theory of the firm and incentives', 'A, 6 letters: a firm acting for clients, such as a travel one'],
  },
  {
    answer: 'STEWARDSHIP',
    clue: 'Theory that managers act as trustworthy custodians of the firm rather than as self-interested agents',
    businessConcept: 'Stewardship Theory',
    insight:
      'Davis, Schoorman and Donaldson argued that where it holds, tight controls can backfire by undermining the very motivation they aim to secure.',
    hints: ['Board and management theory built on trust', 'S, 11 letters: responsible care of something entrusted'],
  },
  {
    answer: 'HOLACRACY',
    clue: "Brian Robertson's self-management system of nested circles and roles that replaces a management hierarchy",
    businessConcept: 'Holacracy',
    insight:
      "Authority sits with roles defined in a written constitution, and tensions are processed in structured meetings; Zappos's adoption made it famous and contested.",
    hints: ['Self-managing organisations', 'H, 9 letters: rule by the whole'],
  },
  {
    answer: 'SERVANT',
    clue: "Greenleaf's kind of leader who puts followers' growth and needs ahead of personal power",
    businessConcept: 'Servant Leadership',
    insight:
      "Greenleaf's test is whether the people led grow healthier, wiser, freer and more autonomous, and more likely to put others first themselves.",
    hints: ['Leadership theory (Robert Greenleaf, 1970)', 'S, 7 letters: one who waits on others'],
  },
  {
    answer: 'CHARISMA',
    clue: "Weber's extraordinary personal quality that commands devotion, one of his three bases of authority",
    businessConcept: 'Charismatic Authority',
    insight:
      'Weber thought authority resting on it is unstable and tends to be routinised into traditional or legal-rational forms once the leader departs.',
    hints: ['Sociology of authority (Max Weber)', 'C, 8 letters: personal magnetism'],
  },
  {
    answer: 'SAFETY',
    clue: "Edmondson's psychological ___: a shared belief that a team will not punish candour, questions or mistakes",
    businessConcept: 'Psychological Safety',
    insight:
      "Edmondson found that better hospital teams reported more errors, not fewer, because members felt able to speak up; Google's Project Aristotle later echoed her.",
    hints: ['Team learning (Amy Edmondson)', 'S, 6 letters: freedom from danger'],
  },
  {
    answer: 'MERITOCRACY',
    clue: 'System in which advancement rests on demonstrated ability; Michael Young popularised the term in a satire',
    businessConcept: 'Meritocracy',
    insight:
      "Young's 1958 book warned that a class sorted by measured talent could become smug and entrenched, a critique revived in debates about elite education.",
    hints: ['Organisational justice and social theory', 'M, 11 letters: rule by the most able'],
  },
  {
    answer: 'TEAL',
    clue: "Laloux's colour for self-managing, purpose-driven organisations",
    businessConcept: 'Teal Organisations',
    insight:
      'Reinventing Organizations names three breakthroughs: self-management, wholeness and evolutionary purpose, illustrated by firms such as Buurtzorg.',
    hints: ['Organisational evolution (Frederic Laloux)', 'T, 4 letters: a blue-green duck or colour'],
  },
  {
    answer: 'SILO',
    clue: 'Unit that hoards information and fails to coordinate with the rest of the organisation',
    businessConcept: 'Silo Mentality',
    insight:
      'Gillian Tett argues such divisions are also mental: people classify the world by the structure they work in and so miss risks that fall between units.',
    hints: ['Organisational design', 'S, 4 letters: a tower for storing grain'],
  },
  {
    answer: 'MATRIX',
    clue: 'Structure in which staff report both to a functional head and to a product or regional manager',
    businessConcept: 'Matrix Organisation',
    insight:
      'Bartlett and Ghoshal argued that dual reporting lines fail unless managers internalise a shared perspective; the chart alone breeds conflict and delay.',
    hints: ['Organisational structure', 'M, 6 letters: a rectangular array of numbers'],
  },
  {
    answer: 'SPAN',
    clue: '___ of control: the number of direct reports one manager oversees',
    businessConcept: 'Span of Control',
    insight:
      'Wider ones flatten hierarchies and speed decisions but leave less time for coaching each report, so the right width depends on how routine the work is.',
    hints: ['Organisational design', 'S, 4 letters: the distance a bridge covers'],
  },
  {
    answer: 'NUDGE',
    clue: "Thaler and Sunstein's term for a tweak to choice architecture that steers behaviour without forbidding options",
    businessConcept: 'Nudge Theory',
    insight:
      'Automatic enrolment in pension plans is the classic case: participation rises sharply even though anyone may opt out.',
    hints: ['Behavioural economics', 'N, 5 letters: a gentle push with the elbow'],
  },
  {
    answer: 'GROUPTHINK',
    clue: "Janis's theory of a cohesive group's drive for agreement overriding realistic appraisal of alternatives",
    businessConcept: 'Groupthink',
    insight:
      "Janis studied the Bay of Pigs; remedies include appointing a devil's advocate and having leaders hold back their own view at the outset.",
    hints: ['Group decision-making', 'G, 10 letters: a collective mind, Orwell-style'],
  },
  {
    answer: 'ANCHORING',
    clue: 'Bias in which an initial number, even an arbitrary one, pulls later estimates towards it',
    businessConcept: 'Anchoring Bias',
    insight:
      "In Tversky and Kahneman's wheel-of-fortune study, a random number shifted estimates of the share of African countries in the UN.",
    hints: ['Behavioural decision-making', 'A, 9 letters: what a ship does to stay put'],
  },
  {
    answer: 'SATISFICING',
    clue: "Herbert Simon's word for choosing the first option that meets an aspiration level rather than the best",
    businessConcept: 'Satisficing',
    insight:
      'It follows from bounded rationality: with limited time, information and attention, searching for the optimum can cost more than it gains.',
    hints: ['Bounded rationality', 'S, 11 letters: a blend of satisfy and suffice'],
  },
  {
    answer: 'TACIT',
    clue: "Polanyi's kind of knowledge, summed up as 'we can know more than we can tell'",
    businessConcept: 'Tacit Knowledge',
    insight:
      "Nonaka and Takeuchi's SECI model shows how firms convert it into explicit knowledge and back, which makes it a source of hard-to-copy advantage.",
    hints: ['Knowledge management', 'T, 5 letters: unspoken'],
  },
  {
    answer: 'SENSEMAKING',
    clue: "Weick's process of giving meaning to ambiguous events, famously studied in the Mann Gulch fire",
    businessConcept: 'Sensemaking',
    insight:
      "Weick showed that when a crew's shared frame collapses, roles and structure can dissolve with it; leaders help by offering a plausible story to act on.",
    hints: ['Organisational cognition (Karl Weick)', 'S, 11 letters: working out what is going on'],
  },
  {
    answer: 'INTRINSIC',
    clue: 'Kind of motivation that comes from the task itself rather than from rewards',
    businessConcept: 'Intrinsic Motivation',
    insight:
      "Deci and Ryan's self-determination theory names autonomy, competence and relatedness as the needs that sustain it; controlling rewards can crowd it out.",
    hints: ['Self-determination theory (Deci and Ryan)', 'I, 9 letters: from within'],
  },
  {
    answer: 'HYGIENE',
    clue: "Herzberg's factors, such as pay and conditions, whose absence causes dissatisfaction but whose presence does not motivate",
    businessConcept: 'Two-Factor Theory',
    insight:
      'His two-factor theory separates them from motivators such as achievement, recognition and the work itself, which drive real satisfaction.',
    hints: ['Motivation theory (Frederick Herzberg)', 'H, 7 letters: cleanliness'],
  },
  {
    answer: 'LOAFING',
    clue: 'Social ___: the tendency to exert less effort in a group than alone, first seen in rope-pulling',
    businessConcept: 'Social Loafing',
    insight:
      "Ringelmann's rope-pulling trials showed average pull per person falling as groups grew; making each person's effort visible reduces the effect.",
    hints: ['Group dynamics', 'L, 7 letters: lazing about'],
  },
  {
    answer: 'ESCALATION',
    clue: "Staw's ___ of commitment: pouring more into a failing course of action to justify earlier choices",
    businessConcept: 'Escalation of Commitment',
    insight:
      'Sunk costs, self-justification and fear of losing face drive it; handing the continue-or-stop decision to people who did not make the first choice helps.',
    hints: ['Behavioural decision-making (Barry Staw)', 'E, 10 letters: stepping up, as on a moving stair'],
  },
  {
    answer: 'SUCCESSION',
    clue: "Planning for who will fill key leadership roles, above all the chief executive's",
    businessConcept: 'Succession Planning',
    insight:
      'It is a process, not an event: developing several internal candidates years ahead gives a board real choice and avoids a rushed outside hire in a crisis.',
    hints: ['Boards and talent planning', 'S, 10 letters: following in order'],
  },
  {
    answer: 'GOVERNANCE',
    clue: "In the Cadbury Report's words, the system by which companies are directed and controlled",
    businessConcept: 'Corporate Governance',
    insight:
      'Boards, audit, shareholder rights and disclosure all address one problem: aligning those who run the firm with those who own it.',
    hints: ['Corporate oversight (Cadbury Report, 1992)', 'G, 10 letters: oversight by boards'],
  },
  {
    answer: 'ADHOCRACY',
    clue: "Organic, project-based configuration in Mintzberg's typology, built around teams of experts",
    businessConcept: 'Adhocracy',
    insight:
      'It suits complex, changing work such as consulting or film-making, but its fluid roles make it inefficient for routine tasks and stressful for staff.',
    hints: ["Mintzberg's structural configurations", 'A, 9 letters: rule by improvised teams'],
  },
  {
    answer: 'BUREAUCRACY',
    clue: "Weber's rational-legal organisation of written rules, hierarchy and specialised offices filled on merit",
    businessConcept: 'Bureaucracy',
    insight:
      'Weber saw it as technically superior for predictable tasks yet feared an iron cage of rationality; its rules ensure fairness but slow adaptation.',
    hints: ['Classical organisation theory (Max Weber)', 'B, 11 letters: red tape'],
  },
  {
    answer: 'CONTINGENCY',
    clue: 'Theory that no single structure or leadership style is best; the fit with the situation decides',
    businessConcept: 'Contingency Theory',
    insight:
      'Fiedler matched task- or relationship-oriented leaders to situations; Burns and Stalker found mechanistic structures suit stable settings and organic ones dynamic settings.',
    hints: ['Organisation theory and leadership', 'C, 11 letters: a possible future event'],
  },
  {
    answer: 'STAKEHOLDER',
    clue: "In Freeman's definition, any group that can affect or is affected by the achievement of a firm's objectives",
    businessConcept: 'Stakeholder Theory',
    insight:
      "Freeman's 1984 book urged managers to weigh employees, customers, suppliers and communities alongside owners, challenging the shareholder-primacy view.",
    hints: ['Strategic management and business ethics', 'S, 11 letters: someone with an interest at risk'],
  },
  {
    answer: 'HALO',
    clue: "Thorndike's effect in which one striking good trait colours judgements of all the others",
    businessConcept: 'Halo Effect',
    insight:
      "Phil Rosenzweig argues business writing suffers from it: strong results make a firm's people practices and choices look brilliant after the fact, whatever caused them.",
    hints: ['Cognitive bias in evaluation', 'H, 4 letters: a ring of light above a saint'],
  },
]);

export const TERM_BANK: readonly CrosswordTerm[] = [
  ...INNOVATION_AND_STRATEGY,
  ...FINANCE_AND_GROWTH,
  ...MARKET_AND_COMPETITION,
  ...OPERATIONS_AND_SCALING,
  ...INVESTMENT_AND_VALUATION,
  ...LEADERSHIP_AND_CULTURE,
];
