import { inTheme } from './term';

export const OPERATIONS_AND_SCALING = inTheme('Operations & Scaling', [
  // Lean and the Toyota Production System
  {
    answer: 'KANBAN',
    clue: "Card that authorises making or moving parts in Toyota's pull system",
    businessConcept: 'Kanban',
    insight:
      "Taking cards out of circulation is the manager's lever: fewer cards mean less work in progress, so problems surface instead of hiding in stock. Software teams later borrowed the idea for visual boards.",
    hints: ['Toyota Production System: pull scheduling (Taiichi Ohno)', 'A supermarket restocks a shelf only when shoppers empty it; on the factory floor, this slip says so'],
  },
  {
    answer: 'KAIZEN',
    clue: "Title of Masaaki Imai's 1986 book: small, steady gains made by all staff",
    businessConcept: 'Kaizen',
    insight:
      'Its power lies in volume, not size: many small, cheap, reversible steps taken by the people who do the work. Imai set it against the Western habit of waiting for occasional big leaps in technology.',
    hints: ['Japanese management philosophy, the counterpart of breakthrough reform', 'A worker moving a parts bin closer to save two steps, then suggesting the next tweak'],
  },
  {
    answer: 'TAKT',
    clue: 'Pace matching demand: available working minutes over units needed',
    businessConcept: 'Takt Time',
    insight:
      "If a station's cycle is longer, demand goes unmet; if every cycle sits far below it, the line is overstaffed or building stock. Well-run flow lines are balanced to it, not to maximum speed.",
    hints: ['Line balancing in flow production', 'With 480 working minutes and 240 cars sold a day, one car must leave the line every two minutes'],
  },
  {
    answer: 'MUDA',
    clue: 'Toyota term for activity the customer would not pay for',
    businessConcept: 'Muda',
    insight:
      "Ohno ranked overproduction worst because it hides the other kinds: waiting, transport, over-processing, stock, motion and defects. Jeffrey Liker's The Toyota Way adds an eighth, unused employee creativity.",
    hints: ['Toyota Production System: non-value-adding activity', 'A worker walking to fetch parts, or a pallet standing until a forklift comes, is an example'],
  },
  {
    answer: 'JIDOKA',
    clue: 'Toyota pillar: stop the line the instant a defect appears',
    businessConcept: 'Jidoka',
    insight:
      "It goes back to Sakichi Toyoda's automatic loom, which halted itself when a thread broke, so one person could mind many looms and no flawed cloth moved on.",
    hints: ['Toyota Production System: built-in quality', 'Like a printer that stops itself at a paper jam instead of spoiling more pages'],
  },
  {
    answer: 'JUSTINTIME',
    parts: ['just', 'time'],
    clue: "Ohno's system: make only what the next process needs, when it needs it",
    businessConcept: 'Just-in-Time',
    insight:
      "Cutting stock exposes problems that buffers used to hide, which is the point; it also leaves supply chains brittle, as the 2011 Japanese earthquake showed among Toyota's own suppliers.",
    hints: ['Toyota Production System: one of its two pillars', 'Like a sushi bar making each piece as it is ordered instead of filling a fridge ahead'],
  },
  {
    answer: 'ANDON',
    clue: 'Cord or light a worker uses to call for help or stop the line',
    businessConcept: 'Andon',
    insight:
      'It works only if a team leader responds within the pace of the line and thanks whoever pulled it; where pulling it brings blame, problems go back into hiding.',
    hints: ['Visual management on the shop floor', 'Each station has its own tune when it is used, so the right team leader comes running'],
  },
  {
    answer: 'POKAYOKE',
    parts: ['poka', 'yoke'],
    clue: "Shingo's design trick that makes a slip impossible or instantly obvious",
    businessConcept: 'Poka-Yoke',
    insight:
      'A plug that fits only one way or a sensor that halts a press when a part is missing catches slips before they become defects; Shingo saw it as the route to zero defects without end-of-line inspection.',
    hints: ['Zero quality control', 'Designing things so they cannot be used wrongly, like a SIM card with one clipped corner'],
  },
  {
    answer: 'HEIJUNKA',
    clue: "Toyota practice of building each day's models in a fixed, repeating mix",
    businessConcept: 'Heijunka',
    insight:
      'Building a repeating sequence of small batches, such as A-B-A-C, instead of long runs of each model cuts stock and lets suppliers work at an even pace; a slotted box on the wall often sets the sequence.',
    hints: ['Toyota Production System: the base beneath its two pillars', 'Making the same mix of products every day instead of lurching from one long run to the next'],
  },
  {
    answer: 'GEMBA',
    clue: "Where Toyota's managers go to see the work for themselves",
    businessConcept: 'Gemba',
    insight:
      'Walks there are meant for observing and asking why, not for inspecting people; Ohno is said to have drawn a chalk circle on the floor and had managers stand in it for hours to watch.',
    hints: ['Toyota-style leadership practice: genchi genbutsu', 'The shop floor, where the work really happens'],
  },
  {
    answer: 'HOSHINKANRI',
    parts: ['hoshin', 'kanri'],
    clue: 'Japanese system cascading a few breakthrough objectives down a firm',
    businessConcept: 'Hoshin Kanri',
    insight:
      'Its catchball process passes plans up and down the hierarchy for negotiation, so targets are understood and owned rather than imposed; it took shape in the quality programmes of Japanese firms such as Toyota and Bridgestone in the 1960s.',
    hints: ['Strategy deployment in Japanese total quality management (Yoji Akao)', 'Turning a handful of yearly goals into matching targets for every team, by negotiation'],
  },
  {
    answer: 'VALUESTREAM',
    parts: ['value', 'stream'],
    clue: 'Rother and Shook chart it, step by step, from order to delivery',
    businessConcept: 'Value Stream Mapping',
    insight:
      'Drawn for one product family, the maps usually show items spending most of their elapsed span waiting; the steps a customer would pay for are often a few percent of it.',
    hints: ['Process charting in the Toyota tradition', 'Every step a product takes, drawn on one sheet'],
  },
  {
    answer: 'SMED',
    clue: "Shingo's fast-changeover method: set up while the machine still runs",
    businessConcept: 'Single-Minute Exchange of Die',
    acronymFor: 'Single-Minute Exchange of Die',
    insight:
      'Short setups make small batches economic, which in turn makes levelled, mixed-model scheduling possible; the key step is separating work that needs the machine stopped from work that does not.',
    hints: ['Toyota Production System: quick setup', 'Swapping tools as fast as a pit crew swaps tyres'],
  },
  {
    answer: 'FIVEWHYS',
    parts: ['five', 'whys'],
    clue: "Ohno's root-cause drill of repeating one question",
    businessConcept: 'Five Whys',
    insight:
      "It follows a single chain of causes and stops where the asker's knowledge stops; complex failures usually need an Ishikawa diagram or a fault tree to capture several.",
    hints: ['Root-cause analysis at Toyota', "A curious child's habit of answering every reply with another question"],
  },

  // Quality and equipment
  {
    answer: 'SIXSIGMA',
    parts: ['six', 'sigma'],
    clue: "Motorola's quality programme aiming at 3.4 defects per million",
    businessConcept: 'Six Sigma',
    insight:
      'Projects follow the DMAIC cycle: define, measure, analyse, improve, control. The 3.4 figure builds in an assumed long-term drift of the process average, a convention many statisticians dispute.',
    hints: ['Statistical quality management, made famous by GE under Jack Welch', 'Black belts and green belts leading projects toward near-perfect quality'],
  },
  {
    answer: 'PDCA',
    clue: 'Shewhart loop as recast in Japan, its third step inspecting results',
    businessConcept: 'Plan-Do-Check-Act Cycle',
    acronymFor: 'Plan-Do-Check-Act',
    insight:
      'Deming himself later preferred "study" for the third step, insisting that the point was learning from results, not inspecting them.',
    hints: ['Quality management and continuous improvement', 'Try something small, see what happened, then adopt it or try again'],
  },
  {
    answer: 'OEE',
    clue: "Nakajima's yardstick: availability times performance times quality",
    businessConcept: 'Overall Equipment Effectiveness',
    acronymFor: 'Overall Equipment Effectiveness',
    insight:
      "Multiplying three ratios compounds losses: 90 percent on each gives only about 73 percent in total, which is why Nakajima's six big losses are tracked one by one.",
    hints: ['Total productive maintenance', "One percentage saying how much of a machine's planned hours made good parts at full speed"],
  },
  {
    answer: 'BENCHMARKING',
    parts: ['bench', 'marking'],
    clue: 'Comparing your processes with the best, as Xerox did',
    businessConcept: 'Benchmarking',
    insight:
      "Xerox's study of L.L.Bean's warehouse picking is the classic case of learning from a different industry; copying a rival's figures without understanding its processes is the common misuse.",
    hints: ['Performance improvement and best practice', 'Measuring yourself against the best, like a runner timing herself against the record'],
  },
  {
    answer: 'FORDISM',
    clue: 'Mass-production regime of the moving line and the five-dollar day',
    businessConcept: 'Fordism',
    insight:
      'The moving line cut Model T chassis assembly from about twelve hours to about ninety minutes, but its rigidity showed when General Motors won buyers in the 1920s with variety and yearly models.',
    hints: ['Operations history: mass production', 'One standard car built on a moving line by well-paid workers, in any colour so long as it is black'],
  },
  {
    answer: 'FOCUSED',
    clue: "Skinner's word for a plant mastering a narrow set of tasks",
    businessConcept: 'Focused Factory',
    insight:
      'Skinner held that no plant can excel at low cost, quality, speed and flexibility all at once; his remedy for a sprawling one was to split it into plants within the plant, each with its own priorities and workforce.',
    hints: ['Manufacturing strategy (Harvard Business Review)', 'Doing one job superbly rather than many adequately, like a clinic that repairs only hernias'],
  },

  // Process analysis and queues
  {
    answer: 'BOTTLENECK',
    parts: ['bottle', 'neck'],
    clue: "Resource whose shortfall in capacity caps the whole system's output",
    businessConcept: 'Bottleneck',
    insight:
      "Goldratt's The Goal (1984): an hour lost there is an hour lost for the whole system, while an hour saved elsewhere is a mirage. Improving anything else first only builds stock.",
    hints: ['Theory of constraints', 'The narrowest point that slows everything, like one open toll booth on a six-lane road'],
  },
  {
    answer: 'THROUGHPUT',
    parts: ['through', 'put'],
    clue: "Rate a system turns out units, or in Goldratt's terms earns from sales",
    businessConcept: 'Throughput',
    insight:
      'Goldratt ranked it first of his three measures, ahead of inventory and operating expense: cutting expense has a floor, while raising this rate has none.',
    hints: ['Process analysis and the theory of constraints', 'Cars per hour leaving a car wash'],
  },
  {
    answer: 'LITTLESLAW',
    parts: ['little', 'law'],
    clue: 'Queueing identity: items in system equal arrival rate times time inside',
    businessConcept: "Little's Law",
    insight:
      "It holds for almost any stable system, whatever the arrival pattern, so halving work in process at the same output halves each item's time in the system: the arithmetic behind Toyota's war on stock.",
    hints: ['Queueing theory in operations management (Operations Research, 1961)', 'People in a shop equal those arriving per minute times the minutes each one stays'],
  },
  {
    answer: 'KINGMAN',
    clue: 'Author of the queueing rule that waits grow with variability and load',
    businessConcept: "Kingman's Formula",
    insight:
      'Waits grow with utilisation over one minus utilisation, so a resource busy 95 percent of the day makes work wait almost five times as long as at 80 percent; full utilisation and short queues cannot coexist.',
    hints: ['Queueing theory: the VUT equation of Hopp and Spearman', 'Why a motorway jams suddenly once it is nearly full'],
  },
  {
    answer: 'LEADTIME',
    parts: ['lead', 'time'],
    clue: "Elapsed span from a customer's order to delivery",
    businessConcept: 'Lead Time',
    insight:
      "Most of it is usually queueing, not work, so smaller batches and less work in progress shorten it more than faster machines do; George Stalk's 1988 HBR article turned cutting it into a strategy.",
    hints: ['Operations performance: the speed of response', 'The wait between clicking Buy and opening the box'],
  },
  {
    answer: 'EXPERIENCE',
    clue: "BCG's driver of unit cost, which falls with each doubling of cumulative output",
    businessConcept: 'Experience Curve',
    insight:
      "Bruce Henderson's BCG used it to argue that the firm with the most cumulative volume should have the lowest costs, justifying a race for share; it builds on T. P. Wright's 1936 study of aircraft costs.",
    hints: ['Cost dynamics: the learning effect generalised', "Getting cheaper by doing more, as a factory's hundredth unit costs less than its first"],
  },
  {
    answer: 'SCOPE',
    clue: 'Range of products that can be made more cheaply together (Panzar, Willig)',
    businessConcept: 'Economies of Scope',
    insight:
      'Shared inputs such as a distribution system, a brand or know-how are the usual source; Teece argued they explain diversification only when that input cannot simply be sold or licensed.',
    hints: ['Cost structure of multiproduct firms', 'Savings from sharing one kitchen to cook many different dishes'],
  },

  // Inventory and supply chains
  {
    answer: 'SAFETYSTOCK',
    parts: ['safety', 'stock'],
    clue: 'Buffer inventory against swings in demand and replenishment',
    businessConcept: 'Safety Stock',
    insight:
      'In the textbook model it rises with the square root of the replenishment delay and steeply with the service level targeted, so the last few percent of availability cost the most inventory.',
    hints: ['Inventory management under uncertainty', "A protective reserve, like the spare tyre in a car's boot"],
  },
  {
    answer: 'NEWSVENDOR',
    parts: ['news', 'vendor'],
    clue: 'One-period stocking problem balancing the costs of too few and too many',
    businessConcept: 'Newsvendor Model',
    insight:
      'Laboratory studies by Schweitzer and Cachon (2000) found people order too close to average demand: too few when shortages are costly and too many when leftovers are.',
    hints: ['Inventory theory under uncertain demand', 'How many Christmas trees to buy before the season, when unsold ones are worthless'],
  },
  {
    answer: 'POOLING',
    clue: "Holding stock centrally so several markets' demand swings cancel out",
    businessConcept: 'Risk Pooling',
    insight:
      "With independent demands, Maister's square-root law says merging n warehouses into one cuts the buffer needed by a factor of about the square root of n; correlated demand erodes the gain.",
    hints: ['Inventory centralisation and the portfolio effect', 'Sharing one spare between several users, since they rarely all need it at once'],
  },
  {
    answer: 'FILLRATE',
    parts: ['fill', 'rate'],
    clue: 'Share of demand met at once from stock on hand',
    businessConcept: 'Fill Rate',
    insight:
      'Two buffers can hit the same cycle service level yet differ widely on this measure, because it weighs how many units are short, not just whether any were.',
    hints: ['Inventory service levels', 'Of 100 units customers ask for, how many leave the shelf at once'],
  },
  {
    answer: 'BULLWHIP',
    parts: ['bull', 'whip'],
    clue: 'Orders swinging ever wider up a supply chain than retail demand does',
    businessConcept: 'Bullwhip Effect',
    insight:
      'Lee, Padmanabhan and Whang (1997) traced it to forecast updating, order batching, price promotions and rationing games; sharing point-of-sale data with suppliers damps it.',
    hints: ["Supply-chain dynamics, as in MIT's beer game", 'A small blip at the till becoming huge swings in factory orders'],
  },
  {
    answer: 'POSTPONEMENT',
    clue: 'Keeping products generic until late, as Benetton dyed sweaters to order',
    businessConcept: 'Postponement (Delayed Differentiation)',
    insight:
      "Lee, Billington and Carter's 1993 study of HP's DeskJet printers found that localising them in regional centres instead of the factory cut stock while raising availability.",
    hints: ['Supply-chain design and mass customisation', 'A paint shop mixing colours only when the customer picks one'],
  },
  {
    answer: 'VMI',
    clue: 'Arrangement letting the supplier decide when and how much to restock',
    businessConcept: 'Vendor-Managed Inventory',
    acronymFor: 'Vendor-Managed Inventory',
    insight:
      "Procter & Gamble and Walmart's partnership of the late 1980s is the classic case; it damps order swings by removing one layer of forecasting between shelf and factory.",
    hints: ['Supply-chain collaboration', 'The drinks supplier, not the shop, decides when to refill the fridge'],
  },
  {
    answer: 'MRP',
    clue: "Orlicky's logic exploding a master schedule into component orders",
    businessConcept: 'Material Requirements Planning',
    acronymFor: 'Material Requirements Planning',
    insight:
      'It assumes fixed supplier delays and unlimited capacity, so a schedule it deems feasible can overload a plant; later versions added capacity checks and grew into enterprise-wide systems.',
    hints: ['Production control systems (IBM and APICS, 1960s and 1970s)', 'A recipe calculator: from how many cakes you will bake, work out how much flour to buy and when'],
  },
  {
    answer: 'KRALJIC',
    clue: 'Name on the 1983 purchasing grid of profit impact against supply risk',
    businessConcept: 'Kraljic Matrix',
    insight:
      'Its call to turn purchasing into supply management made buyers act differently per quadrant: partner on strategic items, secure scarce ones and automate routine buys.',
    hints: ['Procurement and supply strategy', 'A two-by-two grid telling a buyer which purchases deserve a partner and which need only a catalogue'],
  },
  {
    answer: 'OUTSOURCING',
    parts: ['out', 'sourcing'],
    clue: 'Contracting an activity to an external provider',
    businessConcept: 'Outsourcing',
    insight:
      'It pays when a specialist has volume or skill the firm lacks; it backfires when the work needs assets tied to one partner, inviting hold-up (Williamson), or carries the learning on which future advantage rests.',
    hints: ['Make-or-buy decisions and transaction cost economics', 'Paying another company to do a job you used to do yourself, like running a call centre'],
  },

  // Logistics and service operations
  {
    answer: 'CROSSDOCKING',
    parts: ['cross', 'docking'],
    clue: 'Moving inbound goods straight to outbound trucks, barely storing them',
    businessConcept: 'Cross-Docking',
    insight:
      "Stalk, Evans and Shulman's 1992 HBR article credited it as a key to Walmart's cost advantage over Kmart; it demands tight coordination of suppliers, trucks and store demand.",
    hints: ['Logistics and distribution centre design', 'Unloading a lorry on one side of a warehouse and loading the goods onto another on the far side the same day'],
  },
  {
    answer: 'MILKRUN',
    parts: ['milk', 'run'],
    clue: 'Route on which one vehicle collects small loads from several suppliers',
    businessConcept: 'Milk Run',
    insight:
      'It lets a plant receive small, frequent deliveries without paying for a truck per supplier, and makes inbound flow as regular as the line it feeds.',
    hints: ['Toyota-style supply logistics', 'Like a school bus picking up children at the same stops on a fixed schedule'],
  },
  {
    answer: 'LASTMILE',
    parts: ['last', 'mile'],
    clue: "Final leg from the local depot to the customer's door",
    businessConcept: 'Last Mile',
    insight:
      'Density drives its economics: dropping ten parcels on one street costs barely more than one, which is why carriers push lockers, pickup points and delivery windows.',
    hints: ['Urban logistics and e-commerce fulfilment', "Often the dearest leg of a parcel's journey, worst when nobody is home"],
  },
  {
    answer: 'BLUEPRINT',
    parts: ['blue', 'print'],
    clue: "Shostack's customer-process map with a line of visibility",
    businessConcept: 'Service Blueprint',
    insight:
      'Marking fail points and waiting steps on the map lets designers fix them before launch; Shostack argued that such processes deserve design as rigorous as any product.',
    hints: ['Operations design for customer-facing processes', 'A map of every step a customer and staff take, front stage and back'],
  },
  {
    answer: 'OVERBOOKING',
    parts: ['over', 'booking'],
    clue: 'Selling more seats than exist, betting on no-shows',
    businessConcept: 'Overbooking',
    insight:
      'US airlines ask for volunteers and offer compensation before bumping anyone, an auction idea the economist Julian Simon proposed in the 1960s and regulators adopted in the late 1970s.',
    hints: ['Revenue management in airlines and hotels', 'Why an airline sometimes asks for volunteers to take a later flight'],
  },

  // Projects and software delivery
  {
    answer: 'GANTT',
    clue: 'Taylor associate whose bar diagram plots tasks against a calendar',
    businessConcept: 'Gantt Chart',
    insight:
      'Karol Adamiecki drew a similar harmonogram in Poland in 1896; the format shows who does what when, but hides the dependencies that network methods make explicit.',
    hints: ['Project management and scheduling history', 'Bars along a calendar, one per task, in almost every project plan'],
  },
  {
    answer: 'PERT',
    clue: "Polaris project's scheduling method with three time estimates",
    businessConcept: 'Program Evaluation and Review Technique',
    acronymFor: 'Program Evaluation and Review Technique',
    insight:
      "Each activity's expected duration is (a + 4m + b) / 6, a beta-distribution shortcut; because it ignores merging paths, it tends to understate the chance of finishing late.",
    hints: ['Project scheduling under uncertainty (US Navy, 1950s)', "Planning a project by guessing each task's best, worst and most likely durations"],
  },
  {
    answer: 'CRITICALPATH',
    parts: ['critical', 'path'],
    clue: "Longest chain of dependent tasks, fixing a project's earliest finish",
    businessConcept: 'Critical Path Method',
    insight:
      'Activities on it have zero slack, so any slip delays the whole project; crashing one of them buys speed only until another chain becomes the longest.',
    hints: ['Project scheduling (DuPont and Remington Rand, 1957)', 'The chain of jobs with no room for delay'],
  },
  {
    answer: 'WATERFALL',
    parts: ['water', 'fall'],
    clue: "Sequential development model often traced to Royce's 1970 paper",
    businessConcept: 'Waterfall Model',
    insight:
      'Royce himself called the single pass "risky" and said it "invites failure", recommending iteration and feedback; the paper is mostly remembered for the figure he criticised.',
    hints: ['Software development life cycles', 'Requirements, design, code, test: each signed off in turn before the next begins'],
  },
  {
    answer: 'AGILE',
    clue: "Like the Snowbird manifesto's way: working code over documentation",
    businessConcept: 'Agile Software Development',
    insight:
      'The manifesto grants that the items it ranks lower still matter, a nuance often lost; several of its seventeen signatories later criticised certified, heavyweight versions of it.',
    hints: ['Iterative delivery methods for code', 'Working in small steps and adjusting as you go, rather than following one big plan'],
  },
  {
    answer: 'SCRUM',
    clue: 'Framework of fixed-length iterations named after a rugby formation',
    businessConcept: 'Scrum',
    insight:
      "Takeuchi and Nonaka's 1986 HBR article used the rugby image for overlapping development phases; Ken Schwaber and Jeff Sutherland formalised the framework in 1995.",
    hints: ['Iterative software development', 'Daily stand-up meetings and short, fixed cycles of work'],
  },
  {
    answer: 'BACKLOG',
    parts: ['back', 'log'],
    clue: 'Ordered list of everything still to build, kept by one owner',
    businessConcept: 'Product Backlog',
    insight:
      'Keeping it short and ordered by worth matters more than making it complete; long lists of stale ideas hide what should be built next.',
    hints: ['Artefacts of iterative software delivery', 'A to-do list for the team, most important item on top'],
  },
  {
    answer: 'DEVOPS',
    parts: ['dev', 'ops', 'development', 'operations'],
    clue: 'Practice merging code writing with running it live',
    businessConcept: 'DevOps',
    insight:
      'The DORA research behind "Accelerate" (2018) found that the teams deploying most often also had the lowest failure rates, undercutting the belief that speed must cost stability.',
    hints: ['Software delivery performance (Forsgren, Humble and Kim)', 'One team that both builds and runs the software, shipping small updates daily'],
  },

  // Organising for growth
  {
    answer: 'BROOKSLAW',
    parts: ['brooks', 'law'],
    clue: 'Adding people to a late software project makes it later',
    businessConcept: "Brooks's Law",
    insight:
      'Newcomers need training and multiply communication paths, n(n−1)/2 of them; its author himself called the rule an outrageous oversimplification.',
    hints: ['Software project management and growing teams', 'Nine women cannot make a baby in one month'],
  },
  {
    answer: 'CONWAYSLAW',
    parts: ['conway', 'law'],
    clue: 'Systems mirror the communication structure of those who design them',
    businessConcept: "Conway's Law",
    insight:
      'Teams now apply it in reverse on purpose, drawing team boundaries to get the software architecture they want, a move known as the inverse manoeuvre.',
    hints: ['Organisation design for growing engineering teams', 'Four teams building a compiler will produce a four-pass compiler'],
  },
  {
    answer: 'GREINER',
    clue: 'Author of the 1972 model in which each calm phase ends in a crisis',
    businessConcept: 'Greiner Growth Model',
    insight:
      "Each phase's solution becomes the next phase's problem: the founder's informal direction that launched the firm is exactly what breaks as headcount rises.",
    hints: ['Organisational life-cycle models', 'Each size of company needs its own way of being run, and every switch is painful'],
  },
]);
