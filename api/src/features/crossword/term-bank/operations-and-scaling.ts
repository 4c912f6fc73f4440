import { inTheme } from './term';

export const OPERATIONS_AND_SCALING = inTheme('Operations & Scaling', [
  // Lean and the Toyota Production System
  {
    answer: 'KANBAN',
    clue: "Card signal in Toyota's pull system that authorises a process to make or withdraw a fixed quantity of parts",
    businessConcept: 'Kanban',
    insight:
      "Taking cards out of circulation is the manager's lever: fewer cards mean less work in progress, so problems surface instead of hiding in stock. Software teams later borrowed the idea for visual boards.",
    hints: ['Toyota Production System: pull scheduling (Taiichi Ohno)', 'Japanese for signboard: a card that says "make more of this part now"'],
  },
  {
    answer: 'KAIZEN',
    clue: 'Continuous, incremental improvement by everyone from shop floor to boardroom, made known in the West by Masaaki Imai (1986)',
    businessConcept: 'Kaizen',
    insight:
      'Its power lies in volume, not size: many small, cheap, reversible steps taken by the people who do the work. Imai set it against the Western habit of waiting for occasional big leaps in technology.',
    hints: ['Japanese management philosophy, the counterpart of breakthrough reform', 'Getting slightly better every day with small fixes'],
  },
  {
    answer: 'TAKT',
    clue: 'Pace that matches customer demand: the net working minutes available in a shift over the units customers need in it',
    businessConcept: 'Takt Time',
    insight:
      "If a station's cycle is longer, demand goes unmet; if every cycle sits far below it, the line is overstaffed or building stock. Well-run flow lines are balanced to it, not to maximum speed.",
    hints: ['Line balancing in flow production', 'German for a musical beat: the rhythm a line must keep to'],
  },
  {
    answer: 'MUDA',
    clue: "Ohno's term for any activity that uses resources but adds nothing the customer pays for; he listed seven kinds",
    businessConcept: 'Muda',
    insight:
      "Ohno ranked overproduction worst because it hides the other kinds: waiting, transport, over-processing, stock, motion and defects. Jeffrey Liker's The Toyota Way adds an eighth, unused employee creativity.",
    hints: ['Toyota Production System: one of the three Ms, with mura and muri', 'Japanese for futility: effort a customer would never pay for'],
  },
  {
    answer: 'JIDOKA',
    clue: 'Toyota pillar of automation with a human touch: a machine or worker stops the process the instant a defect appears',
    businessConcept: 'Jidoka',
    insight:
      "It goes back to Sakichi Toyoda's automatic loom, which halted itself when a thread broke, so one person could mind many looms and no flawed cloth moved on.",
    hints: ['Toyota Production System: built-in quality', 'A machine that stops itself when something goes wrong, like a sewing machine when the thread snaps'],
  },
  {
    answer: 'JUSTINTIME',
    clue: "Kiichiro Toyoda's phrase, made a system by Ohno: making and moving only what the next process needs, when it needs it, in that amount",
    businessConcept: 'Just-in-Time',
    insight:
      "Cutting stock exposes problems that buffers used to hide, which is the point; it also leaves supply chains brittle, as the 2011 Japanese earthquake showed among Toyota's own suppliers.",
    hints: ['Toyota Production System: the flow pillar, paired with built-in quality', 'Parts arriving exactly when needed and not before, like ingredients delivered as the chef starts cooking'],
  },
  {
    answer: 'ANDON',
    clue: 'Cord or light at each station that a worker uses to call for help and, if needed, halt the assembly line',
    businessConcept: 'Andon',
    insight:
      'It works only if a team leader responds within the pace of the line and thanks whoever pulled it; where pulling it brings blame, problems go back into hiding.',
    hints: ['Visual management on the shop floor', 'Japanese for a paper lantern: the alarm light above a workstation'],
  },
  {
    answer: 'POKAYOKE',
    clue: "Shigeo Shingo's mistake-proofing: a design that makes an error impossible or instantly obvious",
    businessConcept: 'Poka-Yoke',
    insight:
      'A plug that fits only one way or a sensor that halts a press when a part is missing catches slips before they become defects; Shingo saw it as the route to zero defects without end-of-line inspection.',
    hints: ['Zero quality control (Shigeo Shingo)', 'Designing things so they cannot be used wrongly, like a SIM card with one clipped corner'],
  },
  {
    answer: 'HEIJUNKA',
    clue: 'Levelling a schedule by both volume and mix, so upstream processes see a steady, predictable demand',
    businessConcept: 'Heijunka',
    insight:
      'Building a repeating sequence of small batches, such as A-B-A-C, instead of long runs of each model cuts stock and lets suppliers work at an even pace; a slotted box on the wall often sets the sequence.',
    hints: ['Toyota Production System: level scheduling', 'Making the same mix of products every day instead of lurching from one long run to the next'],
  },
  {
    answer: 'GEMBA',
    clue: "Japanese for 'the actual place': where work is done, which Toyota managers are urged to go and see for themselves",
    businessConcept: 'Gemba',
    insight:
      'Walks there are meant for observing and asking why, not for inspecting people; Ohno is said to have drawn a chalk circle on the floor and had managers stand in it for hours to watch.',
    hints: ['Toyota-style leadership practice: genchi genbutsu', 'The shop floor, where the work really happens'],
  },
  {
    answer: 'HOSHINKANRI',
    clue: 'Japanese planning system that cascades a few breakthrough objectives down every level of a firm',
    businessConcept: 'Hoshin Kanri',
    insight:
      'Its catchball process passes plans up and down the hierarchy for negotiation, so targets are understood and owned rather than imposed; it took shape in the quality programmes of Japanese firms such as Toyota and Bridgestone in the 1960s.',
    hints: ['Strategy deployment in Japanese total quality management (Yoji Akao)', 'Turning a handful of yearly goals into matching targets for every team, by negotiation'],
  },
  {
    answer: 'VALUESTREAM',
    clue: "Rother and Shook's 'Learning to See' (1998) charts it: every step, stock point and information flow from order to delivery",
    businessConcept: 'Value Stream Mapping',
    insight:
      'Drawn for one product family, the maps usually show items spending most of their elapsed span waiting; the steps a customer would pay for are often a few percent of it.',
    hints: ['Process charting in the Toyota tradition', 'The whole journey of an order, drawn as one diagram from supplier to customer'],
  },
  {
    answer: 'SMED',
    clue: "Shingo's method, refined at Toyota in 1969, for slashing press setups: move internal setup work to external, done while the machine runs",
    businessConcept: 'Single-Minute Exchange of Die',
    acronymFor: 'Single-Minute Exchange of Die',
    insight:
      'Short setups make small batches economic, which in turn makes levelled, mixed-model scheduling possible; the key step is separating work that needs the machine stopped from work that does not.',
    hints: ['Toyota Production System: quick setup (Shigeo Shingo)', 'Swapping tools as fast as a pit crew swaps tyres'],
  },
  {
    answer: 'FIVEWHYS',
    clue: "Ohno's root-cause technique: keep asking the same one-word question until the underlying cause appears",
    businessConcept: 'Five Whys',
    insight:
      "It follows a single chain of causes and stops where the asker's knowledge stops; complex failures usually need an Ishikawa diagram or a fault tree to capture several.",
    hints: ['Root-cause analysis at Toyota', "A curious child's habit of answering every reply with another question"],
  },

  // Quality and equipment
  {
    answer: 'SIXSIGMA',
    clue: 'Quality programme born at Motorola in 1986, aiming at 3.4 defects per million opportunities',
    businessConcept: 'Six Sigma',
    insight:
      'Projects follow the DMAIC cycle: define, measure, analyse, improve, control. The 3.4 figure assumes the process mean drifts 1.5 standard deviations, so the real target is 4.5 deviations.',
    hints: ['Statistical quality management, made famous by GE under Jack Welch', 'Black belts and green belts leading projects toward near-perfect quality'],
  },
  {
    answer: 'PDCA',
    clue: "Four-step improvement loop derived from Shewhart's work and spread by Deming's teaching in Japan",
    businessConcept: 'Plan-Do-Check-Act Cycle',
    acronymFor: 'Plan-Do-Check-Act',
    insight:
      'Deming himself later preferred "study" for the third step, insisting that the point was learning from results, not inspecting them.',
    hints: ['Quality management: the Deming wheel', 'Try something small, see what happened, then adopt it or try again'],
  },
  {
    answer: 'OEE',
    clue: "Nakajima's machine yardstick: availability times performance rate times quality rate",
    businessConcept: 'Overall Equipment Effectiveness',
    acronymFor: 'Overall Equipment Effectiveness',
    insight:
      "Multiplying three ratios compounds losses: 90 percent on each gives only about 73 percent in total, which is why Nakajima's six big losses are tracked one by one.",
    hints: ['Total productive maintenance (Seiichi Nakajima)', "One percentage saying how much of a machine's planned hours made good parts at full speed"],
  },
  {
    answer: 'BENCHMARKING',
    clue: "Comparing processes and results with the best performers, inside or outside one's own industry (Robert Camp, Xerox, 1989)",
    businessConcept: 'Benchmarking',
    insight:
      "Xerox's study of L.L.Bean's warehouse picking is the classic case of learning from a different industry; copying a rival's figures without understanding its processes is the common misuse.",
    hints: ['Performance improvement and best practice', 'Measuring yourself against the best, like a runner timing herself against the record'],
  },
  {
    answer: 'FORDISM',
    clue: "Gramsci's name for the mass-production regime of the Model T's moving line (1913) and its five-dollar day (1914)",
    businessConcept: 'Fordism',
    insight:
      'The moving line cut Model T chassis assembly from about twelve hours to about ninety minutes, but its rigidity showed when General Motors won buyers in the 1920s with variety and yearly models.',
    hints: ['Operations history: mass production', 'One standard car built on a moving line by well-paid workers, in any colour so long as it is black'],
  },
  {
    answer: 'FOCUSED',
    clue: "Like Wickham Skinner's (1974) plant, which beats a general-purpose one by mastering a narrow set of products, processes and markets",
    businessConcept: 'Focused Factory',
    insight:
      'Skinner held that no plant can excel at low cost, quality, speed and flexibility all at once; his remedy for a sprawling one was to split it into plants within the plant, each with its own priorities and workforce.',
    hints: ['Manufacturing strategy (Wickham Skinner, Harvard Business Review)', 'Doing one job superbly rather than many adequately, like a clinic that repairs only hernias'],
  },

  // Process analysis and queues
  {
    answer: 'BOTTLENECK',
    clue: 'Resource whose capacity falls short of the demand placed on it and so caps the output of the whole system',
    businessConcept: 'Bottleneck',
    insight:
      "Goldratt's The Goal (1984): an hour lost there is an hour lost for the whole system, while an hour saved elsewhere is a mirage. Improving anything else first only builds stock.",
    hints: ['Theory of constraints (Eliyahu Goldratt)', 'The narrowest point that slows everything, like one open toll booth on a six-lane road'],
  },
  {
    answer: 'THROUGHPUT',
    clue: "Rate at which a system turns out finished units or, in Goldratt's accounting, the rate at which it earns money from sales",
    businessConcept: 'Throughput',
    insight:
      'Goldratt ranked it first of his three measures, ahead of inventory and operating expense: cutting expense has a floor, while raising this rate has none.',
    hints: ["Process analysis and Goldratt's accounting", 'Output per hour, like cars leaving a car wash'],
  },
  {
    answer: 'LITTLESLAW',
    clue: 'Queueing identity proved in 1961: average items in a system equal the arrival rate times the average stay of each',
    businessConcept: "Little's Law",
    insight:
      "It holds for almost any stable system, whatever the arrival pattern, so halving work in process at the same output halves each item's time in the system: the arithmetic behind Toyota's war on stock.",
    hints: ['Queueing theory in operations management (MIT, 1961)', 'People in a shop equal those arriving per minute times the minutes each one stays'],
  },
  {
    answer: 'KINGMAN',
    clue: '1961 queueing approximation: waiting grows with variability and with utilisation over one minus utilisation',
    businessConcept: "Kingman's Formula",
    insight:
      'Because of that last term, a resource that is busy 95 percent of the day makes work wait almost five times as long as at 80 percent, so full utilisation and short queues cannot coexist.',
    hints: ['Queueing theory: the VUT equation of Hopp and Spearman', 'Why a motorway jams suddenly once it is nearly full'],
  },
  {
    answer: 'LEADTIME',
    clue: "Elapsed span from a customer's order to its delivery, queues and waiting included",
    businessConcept: 'Lead Time',
    insight:
      "Most of it is usually queueing, not work, so smaller batches and less work in progress shorten it more than faster machines do; George Stalk's 1988 HBR article turned cutting it into a strategy.",
    hints: ['Operations performance: the speed of response', 'How long a customer waits from ordering to receiving'],
  },
  {
    answer: 'EXPERIENCE',
    clue: "BCG's driver of unit cost, which falls by a roughly fixed share each time cumulative output doubles",
    businessConcept: 'Experience Curve',
    insight:
      "Bruce Henderson's BCG used it to argue that the firm with the most cumulative volume should have the lowest costs, justifying a race for share; it builds on T. P. Wright's 1936 study of aircraft costs.",
    hints: ['Cost dynamics: the learning effect generalised', "Getting cheaper by doing more, as a factory's hundredth unit costs less than its first"],
  },
  {
    answer: 'SCOPE',
    clue: "Panzar and Willig's 1981 saving from producing several different goods together rather than in separate firms",
    businessConcept: 'Economies of Scope',
    insight:
      'Shared inputs such as a distribution system, a brand or know-how are the usual source; Teece argued they explain diversification only when that input cannot simply be sold or licensed.',
    hints: ['Cost structure of multiproduct firms', 'Savings from sharing one kitchen to cook many different dishes'],
  },

  // Inventory and supply chains
  {
    answer: 'SAFETYSTOCK',
    clue: "Buffer inventory held against variability in demand and in how long the supplier's replenishment takes",
    businessConcept: 'Safety Stock',
    insight:
      'In the textbook model it rises with the square root of the replenishment delay and steeply with the service level targeted, so the last few percent of availability cost the most inventory.',
    hints: ['Inventory management under uncertainty', "A protective reserve, like the spare tyre in a car's boot"],
  },
  {
    answer: 'NEWSVENDOR',
    clue: 'Single-period stocking problem whose best order makes the chance of meeting all demand equal underage cost over underage plus overage cost',
    businessConcept: 'Newsvendor Model',
    insight:
      'Laboratory studies by Schweitzer and Cachon (2000) found people order too close to average demand: too few when shortages are costly and too many when leftovers are.',
    hints: ['Inventory theory under uncertain demand', 'How many papers a kiosk should stock for one day when leftovers are worthless'],
  },
  {
    answer: 'POOLING',
    clue: 'Holding stock centrally for several markets, which needs less buffer because their demand swings partly cancel out',
    businessConcept: 'Risk Pooling',
    insight:
      "With independent demands, Maister's square-root law says merging n warehouses into one cuts the buffer needed by a factor of about the square root of n; correlated demand erodes the gain.",
    hints: ['Inventory centralisation and the portfolio effect', 'Sharing one spare between several users, since they rarely all need it at once'],
  },
  {
    answer: 'FILLRATE',
    clue: 'Service measure: the share of demand met at once from stock on hand, as opposed to the share of cycles with no stockout',
    businessConcept: 'Fill Rate',
    insight:
      'Two buffers can hit the same cycle service level yet differ widely on this measure, because it weighs how many units are short, not just whether any were.',
    hints: ['Inventory service levels', 'The percentage of ordered items a warehouse can ship straight away'],
  },
  {
    answer: 'BULLWHIP',
    clue: 'Effect in which small swings in retail demand grow into ever larger swings in orders further up a supply chain',
    businessConcept: 'Bullwhip Effect',
    insight:
      'Lee, Padmanabhan and Whang (1997) traced it to forecast updating, order batching, price promotions and rationing games; sharing point-of-sale data with suppliers damps it.',
    hints: ["Supply-chain dynamics, as in MIT's beer game", "A flick of the wrist that becomes a crack at the tip of a drover's lash"],
  },
  {
    answer: 'POSTPONEMENT',
    clue: 'Design choice that keeps products generic until late in the supply chain, as in Benetton dyeing knitted sweaters to order',
    businessConcept: 'Postponement (Delayed Differentiation)',
    insight:
      "Lee, Billington and Carter's 1993 study of HP's DeskJet printers found that localising them in regional centres instead of the factory cut stock while raising availability.",
    hints: ['Supply-chain design and mass customisation', 'Putting off the final choice, like a sandwich shop that adds fillings only when you order'],
  },
  {
    answer: 'VMI',
    clue: "Arrangement in which the supplier, using the retailer's sales data, decides when and how much to restock",
    businessConcept: 'Vendor-Managed Inventory',
    acronymFor: 'Vendor-Managed Inventory',
    insight:
      "Procter & Gamble and Walmart's partnership of the late 1980s is the classic case; it damps order swings by removing one layer of forecasting between shelf and factory.",
    hints: ['Supply-chain collaboration', 'The drinks supplier, not the shop, decides when to refill the fridge'],
  },
  {
    answer: 'MRP',
    clue: "Orlicky's logic that explodes a master schedule down bills of parts into time-phased orders for every component",
    businessConcept: 'Material Requirements Planning',
    acronymFor: 'Material Requirements Planning',
    insight:
      'It assumes fixed supplier delays and unlimited capacity, so a schedule it deems feasible can overload a plant; later versions added capacity checks and grew into enterprise-wide systems.',
    hints: ['Production control systems (IBM and APICS, 1960s and 1970s)', 'A recipe calculator: from how many cakes you will bake, work out how much flour to buy and when'],
  },
  {
    answer: 'KRALJIC',
    clue: 'HBR 1983 purchasing grid that sorts bought items by profit impact and supply risk into four quadrants',
    businessConcept: 'Kraljic Matrix',
    insight:
      'Its call to turn purchasing into supply management made buyers act differently per quadrant: partner on strategic items, secure scarce ones and automate routine buys.',
    hints: ['Procurement and supply strategy', 'A two-by-two grid telling a buyer which purchases deserve a partner and which need only a catalogue'],
  },
  {
    answer: 'OUTSOURCING',
    clue: 'Contracting an activity to an outside provider; Quinn and Hilmer (1994) urged firms to keep only their core competencies in-house',
    businessConcept: 'Outsourcing',
    insight:
      'It pays when a specialist has volume or skill the firm lacks; it backfires when the work needs assets tied to one partner, inviting hold-up (Williamson), or carries the learning on which future advantage rests.',
    hints: ['Make-or-buy decisions and transaction cost economics', 'Paying another company to do a job you used to do yourself, like running a call centre'],
  },

  // Logistics and service operations
  {
    answer: 'CROSSDOCKING',
    clue: 'Moving inbound goods straight onto outbound vehicles with hardly any storage in between',
    businessConcept: 'Cross-Docking',
    insight:
      "Stalk, Evans and Shulman's 1992 HBR article credited it as a key to Walmart's cost advantage over Kmart; it demands tight coordination of suppliers, trucks and store demand.",
    hints: ['Logistics and distribution centre design', 'Unloading a lorry on one side of a warehouse and loading the goods onto another on the far side the same day'],
  },
  {
    answer: 'MILKRUN',
    clue: 'Inbound logistics loop in which one vehicle collects small loads from several suppliers on a fixed route and timetable',
    businessConcept: 'Milk Run',
    insight:
      'It lets a plant receive small, frequent deliveries without paying for a truck per supplier, and makes inbound flow as regular as the line it feeds.',
    hints: ['Toyota-style supply logistics', 'Like a school bus picking up children at the same stops on a fixed schedule'],
  },
  {
    answer: 'LASTMILE',
    clue: "Final leg of a parcel's journey, from the local depot to the customer's door, often the costliest leg of the whole trip",
    businessConcept: 'Last Mile',
    insight:
      'Density drives its economics: dropping ten parcels on one street costs barely more than one, which is why carriers push lockers, pickup points and delivery windows.',
    hints: ['Urban logistics and e-commerce fulfilment', 'The van trip from the local depot to your doorstep'],
  },
  {
    answer: 'BLUEPRINT',
    clue: "Shostack's 1984 HBR map of a customer process, with a line of visibility separating front-stage acts from backstage support",
    businessConcept: 'Service Blueprint',
    insight:
      'Marking fail points and waiting steps on the map lets designers fix them before launch; Shostack argued that such processes deserve design as rigorous as any product.',
    hints: ['Operations design for customer-facing processes (Lynn Shostack)', "An architect's plan, but for the steps a customer and staff take"],
  },
  {
    answer: 'OVERBOOKING',
    clue: 'Selling more seats or rooms than exist, set so the expected cost of turning people away balances the revenue lost to no-shows',
    businessConcept: 'Overbooking',
    insight:
      'US airlines ask for volunteers and offer compensation before bumping anyone, an auction idea the economist Julian Simon proposed in the 1960s and regulators adopted in the late 1970s.',
    hints: ['Revenue management in airlines and hotels', 'Selling a few more tickets than there are seats, because some people never turn up'],
  },

  // Projects and software delivery
  {
    answer: 'GANTT',
    clue: 'Bar diagram of tasks against a calendar, named after a Taylor associate who devised it in the 1910s',
    businessConcept: 'Gantt Chart',
    insight:
      'Karol Adamiecki drew a similar harmonogram in Poland in 1896; the format shows who does what when, but hides the dependencies that network methods make explicit.',
    hints: ['Project management and scheduling history', 'Bars along a calendar, one per task, in almost every project plan'],
  },
  {
    answer: 'PERT',
    clue: "Scheduling method built for the US Navy's Polaris missile project in 1958, using optimistic, likely and pessimistic estimates",
    businessConcept: 'Program Evaluation and Review Technique',
    acronymFor: 'Program Evaluation and Review Technique',
    insight:
      "Each activity's expected duration is (a + 4m + b) / 6, a beta-distribution shortcut; because it ignores merging paths, it tends to understate the chance of finishing late.",
    hints: ['Project scheduling under uncertainty (US Navy, 1950s)', "Planning a project by guessing each task's best, worst and most likely durations"],
  },
  {
    answer: 'CRITICALPATH',
    clue: 'Longest chain of dependent activities in a project network, which fixes the earliest possible finish (Kelley and Walker, 1959)',
    businessConcept: 'Critical Path Method',
    insight:
      'Activities on it have zero slack, so any slip delays the whole project; crashing one of them buys speed only until another chain becomes the longest.',
    hints: ['Project scheduling (DuPont and Remington Rand, 1957)', 'The sequence of tasks that cannot slip without delaying the finish date'],
  },
  {
    answer: 'WATERFALL',
    clue: "Sequential development model usually traced to Winston Royce's 1970 paper: requirements, design, coding, testing, operation",
    businessConcept: 'Waterfall Model',
    insight:
      'Royce himself called the single pass "risky" and said it "invites failure", recommending iteration and feedback; the paper is mostly remembered for the figure he criticised.',
    hints: ['Software development life cycles', 'Each phase finishes completely before the next starts, and work only flows downward'],
  },
  {
    answer: 'AGILE',
    clue: 'Approach from a 2001 Snowbird manifesto: individuals, working code and customer collaboration over process and plans',
    businessConcept: 'Agile Software Development',
    insight:
      'The manifesto grants that the items it ranks lower still matter, a nuance often lost; several of its seventeen signatories later criticised certified, heavyweight versions of it.',
    hints: ['Iterative delivery methods for code', 'Working in small steps and adjusting as you go, rather than following one big plan'],
  },
  {
    answer: 'SCRUM',
    clue: 'Framework of fixed-length iterations, an owner of priorities and self-managing teams, named after a rugby formation',
    businessConcept: 'Scrum',
    insight:
      "Takeuchi and Nonaka's 1986 HBR article used the rugby image for overlapping development phases; Ken Schwaber and Jeff Sutherland formalised the framework in 1995.",
    hints: ['Iterative software development', 'A rugby restart in which the two packs bind together and push'],
  },
  {
    answer: 'BACKLOG',
    clue: 'Ordered list of everything still to be built, which one accountable owner keeps in priority order for the team',
    businessConcept: 'Product Backlog',
    insight:
      'Keeping it short and ordered by worth matters more than making it complete; long lists of stale ideas hide what should be built next.',
    hints: ['Artefacts of iterative software delivery', 'A to-do list for the team, most important item on top'],
  },
  {
    answer: 'DEVOPS',
    clue: 'Practice that merges writing code with running it in production, so releases come often and reliably',
    businessConcept: 'DevOps',
    insight:
      'The DORA research behind "Accelerate" (2018) found that the teams deploying most often also had the lowest failure rates, undercutting the belief that speed must cost stability.',
    hints: ['Software delivery performance (Forsgren, Humble and Kim)', 'One team that both builds and runs the software, shipping small updates daily'],
  },

  // Organising for growth
  {
    answer: 'BROOKSLAW',
    clue: 'Rule from The Mythical Man-Month (1975): adding people to a late software project makes it later',
    businessConcept: "Brooks's Law",
    insight:
      'Newcomers need training and multiply communication paths, n(n−1)/2 of them; its author himself called the rule an outrageous oversimplification.',
    hints: ['Software project management and growing teams', 'Nine women cannot make a baby in one month'],
  },
  {
    answer: 'CONWAYSLAW',
    clue: '1968 observation that systems mirror the communication structure of the organisations that design them',
    businessConcept: "Conway's Law",
    insight:
      'Teams now apply it in reverse on purpose, drawing team boundaries to get the software architecture they want, a move known as the inverse manoeuvre.',
    hints: ['Organisation design for growing engineering teams', 'Four teams building a compiler will produce a four-pass compiler'],
  },
  {
    answer: 'GREINER',
    clue: "HBR model (1972): each calm phase of a firm's expansion ends in a revolution, first a crisis of leadership, then of autonomy",
    businessConcept: 'Greiner Growth Model',
    insight:
      "Each phase's solution becomes the next phase's problem: the founder's informal direction that launched the firm is exactly what breaks as headcount rises.",
    hints: ['Organisational life-cycle models', 'Each size of company needs its own way of being run, and every switch is painful'],
  },
]);
