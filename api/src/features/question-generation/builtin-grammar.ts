import type { EntrepreneurType } from '@edna/shared-contracts';

/**
 * The curated grammar of the built-in question generator (used when no AI provider is configured).
 *
 * A question is composed as `{opener} {stake} {ending}`: the opener names a business and a situation's trigger
 * ("You run a craft brewery and your hop supplier doubles its prices with a month's notice."), the optional stake adds
 * pressure ("Margins are already thinner than you would like."), the ending asks for a reaction ("What do you do
 * first?"). The options are the situation's five responses, in type order a..e (Visionary, Pragmatist, Hustler,
 * Craftsman, Social Driver). Each situation is designed to discriminate one type: its `category`.
 *
 * Templates use the slots {business} (with its indefinite article), {trigger}, and the business's own words
 * {short}, {customers} (plural), {staff} (one person's role), {supplier}, {bestseller}. A situation fits a business
 * only when the business defines every slot the situation uses and the tag rules allow it; a stake fits when its tag
 * rule allows the business and the situation does not avoid it. Writing rules for responses: each is a respectable
 * thing a capable founder would do, about the same length as its siblings, in an imperative without a final full
 * stop, and the five do not share giveaway words (not every Craftsman answer says "quality").
 */

export type BusinessTag =
  /** Makes or sells physical goods, so it buys materials and holds stock. */
  | 'goods'
  | 'services'
  | 'software'
  /** Sells to other organisations, so it has large clients, deals and proposals. */
  | 'b2b'
  | 'consumer'
  /** Backed by investors, so it has a board and funding rounds. */
  | 'funded'
  /** Has its own premises in a neighbourhood. */
  | 'premises'
  | 'seasonal'
  /** Sells expertise that software could partly automate. */
  | 'knowledge'
  /** Health care: no profit-per-patient or marketing-stunt situations. */
  | 'care';

export interface Business {
  /** Without article; the generator adds 'a' or 'an'. */
  name: string;
  tags: readonly BusinessTag[];
  /** "your {short}" */
  short: string;
  customers: string;
  staff: string;
  supplier?: string;
  bestseller?: string;
}

export interface TagRule {
  /** The business must have at least one of these tags. */
  anyOf?: readonly BusinessTag[];
  /** The business must have none of these tags. */
  noneOf?: readonly BusinessTag[];
}

export type StakeId =
  | 'cash'
  | 'board'
  | 'season'
  | 'cofounder-away'
  | 'thin-margins'
  | 'new-hires'
  | 'funding-round'
  | 'best-quarter'
  | 'calmer-year'
  | 'stretched-team'
  | 'loan-review'
  | 'holiday'
  | 'lease';

export interface Stake {
  id: StakeId;
  text: string;
  fits?: TagRule;
}

export type ResponseTemplates = readonly [visionary: string, pragmatist: string, hustler: string, craftsman: string, socialDriver: string];

export interface Situation {
  id: string;
  category: EntrepreneurType;
  /** A present-tense clause that can follow "You run {business} and". */
  trigger: string;
  responses: ResponseTemplates;
  fits?: TagRule;
  avoidStakes?: readonly StakeId[];
}

export const BUSINESSES: readonly Business[] = [
  {
    name: 'neighbourhood bakery',
    tags: ['goods', 'consumer', 'premises', 'seasonal'],
    short: 'bakery',
    customers: 'regulars',
    staff: 'baker',
    supplier: 'flour supplier',
    bestseller: 'best-selling sourdough',
  },
  {
    name: 'B2B SaaS startup',
    tags: ['software', 'b2b', 'funded', 'knowledge'],
    short: 'company',
    customers: 'clients',
    staff: 'engineer',
    supplier: 'cloud hosting provider',
    bestseller: 'most popular feature',
  },
  {
    name: 'three-person design studio',
    tags: ['services', 'b2b', 'knowledge'],
    short: 'studio',
    customers: 'clients',
    staff: 'designer',
    bestseller: 'signature visual style',
  },
  {
    name: 'regional logistics firm',
    tags: ['services', 'b2b', 'premises', 'seasonal'],
    short: 'firm',
    customers: 'clients',
    staff: 'dispatcher',
    supplier: 'fuel supplier',
    bestseller: 'same-day delivery service',
  },
  {
    name: 'community health clinic',
    tags: ['services', 'consumer', 'premises', 'care'],
    short: 'clinic',
    customers: 'patients',
    staff: 'nurse',
    supplier: 'medical supplies distributor',
  },
  {
    name: 'speciality coffee roastery',
    tags: ['goods', 'b2b', 'consumer', 'premises'],
    short: 'roastery',
    customers: 'customers',
    staff: 'roaster',
    supplier: 'green coffee importer',
    bestseller: 'signature espresso blend',
  },
  {
    name: 'small furniture workshop',
    tags: ['goods', 'consumer', 'premises'],
    short: 'workshop',
    customers: 'clients',
    staff: 'cabinetmaker',
    supplier: 'timber merchant',
    bestseller: 'best-selling oak table',
  },
  {
    name: 'independent clothing label',
    tags: ['goods', 'consumer', 'seasonal'],
    short: 'label',
    customers: 'customers',
    staff: 'pattern cutter',
    supplier: 'fabric mill',
    bestseller: 'best-selling jacket',
  },
  {
    name: 'fitness app startup',
    tags: ['software', 'consumer', 'funded', 'knowledge'],
    short: 'company',
    customers: 'subscribers',
    staff: 'developer',
    bestseller: 'most-used workout plan',
  },
  {
    name: 'craft brewery',
    tags: ['goods', 'b2b', 'consumer', 'premises', 'seasonal'],
    short: 'brewery',
    customers: 'customers',
    staff: 'brewer',
    supplier: 'hop supplier',
    bestseller: 'flagship pale ale',
  },
  {
    name: 'small accounting practice',
    tags: ['services', 'b2b', 'premises', 'seasonal', 'knowledge'],
    short: 'practice',
    customers: 'clients',
    staff: 'accountant',
    bestseller: 'year-end tax service',
  },
  {
    name: 'language school for adults',
    tags: ['services', 'consumer', 'premises', 'seasonal', 'knowledge'],
    short: 'school',
    customers: 'students',
    staff: 'teacher',
    bestseller: 'intensive summer course',
  },
  {
    name: 'family-owned organic farm',
    tags: ['goods', 'consumer', 'seasonal'],
    short: 'farm',
    customers: 'customers',
    staff: 'grower',
    supplier: 'seed supplier',
    bestseller: 'weekly vegetable box',
  },
  {
    name: 'online marketplace for vintage furniture',
    tags: ['software', 'consumer', 'funded'],
    short: 'marketplace',
    customers: 'buyers',
    staff: 'developer',
    supplier: 'payment provider',
    bestseller: 'white-glove delivery service',
  },
  {
    name: 'event catering company',
    tags: ['services', 'b2b', 'premises', 'seasonal'],
    short: 'company',
    customers: 'clients',
    staff: 'chef',
    supplier: 'produce wholesaler',
    bestseller: 'signature tasting menu',
  },
  {
    name: 'ten-person marketing agency',
    tags: ['services', 'b2b', 'knowledge'],
    short: 'agency',
    customers: 'clients',
    staff: 'account manager',
  },
  {
    name: 'bicycle repair shop',
    tags: ['services', 'consumer', 'premises', 'seasonal'],
    short: 'shop',
    customers: 'customers',
    staff: 'mechanic',
    supplier: 'parts wholesaler',
    bestseller: 'same-day repair service',
  },
  {
    name: 'natural skincare brand',
    tags: ['goods', 'consumer', 'funded'],
    short: 'brand',
    customers: 'customers',
    staff: 'formulator',
    supplier: 'packaging supplier',
    bestseller: 'best-selling face cream',
  },
];

export const STAKES: readonly Stake[] = [
  { id: 'cash', text: 'You have about three weeks of cash left.' },
  { id: 'board', text: 'Your board meets on Monday.', fits: { anyOf: ['funded'] } },
  { id: 'season', text: 'Your busiest season starts in a fortnight.', fits: { anyOf: ['seasonal'] } },
  { id: 'cofounder-away', text: 'Your co-founder is travelling and out of reach for two weeks.' },
  { id: 'thin-margins', text: 'Margins are already thinner than you would like.' },
  { id: 'new-hires', text: 'Two new hires are still finding their feet.' },
  { id: 'funding-round', text: 'You are in the middle of raising a funding round.', fits: { anyOf: ['funded'] } },
  { id: 'best-quarter', text: 'Last quarter was your best so far.', fits: { noneOf: ['care'] } },
  { id: 'calmer-year', text: 'You had promised yourself a calmer year.' },
  { id: 'stretched-team', text: 'Your team is already stretched after a demanding month.' },
  { id: 'loan-review', text: 'Your bank reviews your loan next month.', fits: { noneOf: ['funded'] } },
  { id: 'holiday', text: 'You have a family holiday booked for next week.' },
  { id: 'lease', text: 'The lease on your premises is up for renewal in the spring.', fits: { anyOf: ['premises'] } },
];

/** Each contains {business} and {trigger} and is one sentence. */
export const OPENERS: readonly string[] = [
  'You run {business} and {trigger}.',
  'You are the founder of {business}, and {trigger}.',
  'You have built {business} from scratch, and {trigger}.',
  'You co-founded {business} some years ago, and {trigger}.',
  'You manage {business} and {trigger}.',
  'Imagine you run {business} and {trigger}.',
];

/** Each works with options written as imperatives. */
export const ENDINGS: readonly string[] = [
  'What do you do first?',
  'What is your first move?',
  'How do you respond?',
  'What do you do?',
  'How do you handle the situation?',
  'Where do you start?',
];

const NOT_CARE: TagRule = { noneOf: ['care'] };

export const SITUATIONS: readonly Situation[] = [
  // Visionary: situations about where the business is heading.
  {
    id: 'ai-tool',
    category: 'Visionary',
    trigger: 'a new AI tool appears that does much of what your {customers} pay you for',
    fits: { anyOf: ['knowledge'] },
    responses: [
      'Rebuild your offer around the tool and sell what it still cannot do',
      'Test the tool on real jobs and measure which parts of your work it truly replaces',
      'Start using it this week to deliver faster and win work from slower rivals',
      'Study where its output falls short and make your own work visibly better there',
      'Talk openly with your team about what it means for their jobs and plan together',
    ],
  },
  {
    id: 'unmet-request',
    category: 'Visionary',
    trigger: 'a growing number of your {customers} ask for something you have never offered',
    responses: [
      'Picture the business you would become if that request were at the centre of it',
      'Count how many have asked, estimate what it could earn and set a decision date',
      'Offer a simple version next week and see who actually pays for it',
      'Take it on only once you can deliver it as well as your core work',
      'Invite a few of those {customers} to shape the new offer with you',
    ],
  },
  {
    id: 'regulation',
    category: 'Visionary',
    trigger: 'a new regulation due in two years will reshape your market',
    responses: [
      'Look for the opening it creates and position yourself to lead the new market',
      'Map each requirement, assign owners and draw up a two-year compliance timeline',
      'Move first and make early compliance a selling point while rivals are still reading',
      'Treat the new rules as a reason to raise your own standards beyond the minimum',
      'Join the consultation so that small firms and the people they serve are heard',
    ],
  },
  {
    id: 'bold-newcomer',
    category: 'Visionary',
    trigger: 'a young rival wins a lot of attention with a bold but unproven idea',
    fits: NOT_CARE,
    responses: [
      'Ask what they see that you do not, and sketch a bolder version of your own',
      'Watch their numbers for a few months before deciding whether it is a real threat',
      'Launch a quick response of your own before the buzz settles',
      'Stay focused on doing your own work better than anyone else can',
      'Reach out to the founder and explore whether you could work together',
    ],
  },
  {
    id: 'dismissed-trend',
    category: 'Visionary',
    trigger: 'a trend you dismissed last year is suddenly all your {customers} talk about',
    fits: NOT_CARE,
    responses: [
      'Admit you misjudged it and explore how far the shift could carry your business',
      'Find out how many {customers} would really change their choices because of it',
      'Put something trend-related in front of {customers} within days',
      'Adopt it only in a form that lives up to everything else you offer',
      'Ask your most engaged {customers} what the trend means to them before acting',
    ],
  },
  {
    id: 'slow-decline',
    category: 'Visionary',
    trigger: 'demand for your {bestseller} has been slipping for three years running',
    avoidStakes: ['best-quarter'],
    responses: [
      'Start designing what should replace it rather than trying to save it',
      'Break the decline down by customer group and region to find the real cause',
      'Run a bold promotion and push it hard through every channel you have',
      'Revisit every detail of it and make it unmistakably the best of its kind again',
      'Ask long-time {customers} what has changed in their lives and needs',
    ],
  },
  {
    id: 'corporate-invitation',
    category: 'Visionary',
    trigger: 'a large corporation invites you to co-develop something far outside your usual work',
    fits: NOT_CARE,
    responses: [
      'Say yes in principle, since it could open a direction you had never imagined',
      'Ask for a clear scope, budget and exit terms before you commit to anything',
      'Agree on the call and start sketching the first deliverable tonight',
      'Accept only if you can bring the same care you give your own work',
      'Check whether your team wants the challenge and what it would mean for them',
    ],
  },
  {
    id: 'safe-or-untested',
    category: 'Visionary',
    trigger: "this year's profit could fund either a safe expansion or an untested idea",
    fits: NOT_CARE,
    avoidStakes: ['cash'],
    responses: [
      'Back the untested idea, because the safe path will not matter in ten years',
      'Model both options, compare the likely returns and pick the stronger case',
      'Go with whichever option brings in revenue soonest and build from there',
      'Choose the one that deepens what you already do rather than spreading you thin',
      'Pick the option that would do the most good for your team and your {customers}',
    ],
  },

  // Pragmatist: situations that reward structure and careful trade-offs.
  {
    id: 'discount-demand',
    category: 'Pragmatist',
    trigger: 'your largest client asks for a 20% discount before renewing',
    fits: { anyOf: ['b2b'] },
    responses: [
      'Propose a new kind of deal that grows with their business instead',
      'Work out what the account really earns you and set a floor before talking',
      'Call them today, keep the deal alive and trade the discount for a longer term',
      'Hold your price and show them exactly what the care in your work saves them',
      'Meet them in person to understand the pressure they are under',
    ],
  },
  {
    id: 'supplier-price',
    category: 'Pragmatist',
    trigger: "your {supplier} doubles its prices with a month's notice",
    responses: [
      'See it as the push you needed to rethink how your whole operation runs',
      'Recalculate your costs, compare alternatives and decide how much to pass on',
      'Start calling other suppliers today and secure the best deal you can this week',
      'Look for an alternative that matches what you rely on, even if it takes time',
      'Be open with your {customers} about the rise and involve them in your response',
    ],
  },
  {
    id: 'investor-strings',
    category: 'Pragmatist',
    trigger: 'an investor offers funding but wants a say in every senior hire',
    fits: { anyOf: ['funded'] },
    responses: [
      'Take it if the investor shares your long-term vision and can open bigger doors',
      'Compare the terms with your other options and negotiate the control clauses',
      'Accept quickly, since the money lets you move faster than the competition',
      'Decline unless it is clear you will never be pushed to lower your standards',
      'Ask your team how they would feel about an outsider shaping who joins them',
    ],
  },
  {
    id: 'two-leads',
    category: 'Pragmatist',
    trigger: 'two of your best people both want to lead the same new project',
    responses: [
      'Split the project in two so that each of them can chase a bigger idea',
      'Write down what the role needs and assess both of them against that list',
      'Pick one today so that the project can start moving this week',
      'Give it to whoever has shown the most care for the details of the work',
      'Talk with both of them together and look for a way to share the lead',
    ],
  },
  {
    id: 'unprofitable-customers',
    category: 'Pragmatist',
    trigger: 'your accountant finds that a third of your {customers} bring in almost no profit',
    fits: NOT_CARE,
    responses: [
      'Redesign your offer so that those {customers} become valuable in a new way',
      'Group them by cost to serve, reprice the loss-making work and review it quarterly',
      'Put your effort into the bigger spenders and let the small ones drift',
      'Focus on the {customers} who value your best work and serve them even better',
      'Keep them, because many rely on you and they bring goodwill and referrals',
    ],
  },
  {
    id: 'one-of-two-projects',
    category: 'Pragmatist',
    trigger: 'you can only afford one of two big projects this year',
    avoidStakes: ['cash'],
    responses: [
      'Back the project that could change where the business stands in five years',
      'Score both on cost, risk and payback, then go with the stronger case',
      'Start whichever can be finished fastest and let its results fund the other',
      'Pick the one that will most improve the standard of what you deliver',
      'Ask your team and a few {customers} which would help them most',
    ],
  },
  {
    id: 'key-person-leaves',
    category: 'Pragmatist',
    trigger: 'your most experienced {staff} hands in their notice just before a busy period',
    responses: [
      'Use the gap to rethink how the work is organised rather than simply replace them',
      'Agree a handover plan and document what they know before they leave',
      'Cover the work yourself for now and start recruiting the same day',
      'Ask them to spend their remaining weeks teaching their know-how to a colleague',
      'Sit down with them to understand why they are leaving and what it says about you',
    ],
  },
  {
    id: 'bank-loan',
    category: 'Pragmatist',
    trigger: 'your bank offers you a large loan on unusually generous terms',
    avoidStakes: ['loan-review'],
    responses: [
      'Take it and invest in the bold plan you have been holding back on',
      'Work out exactly what you would use it for and whether the payback covers it',
      'Accept it and use the money to grab market share while you can',
      'Borrow only what you need to upgrade your tools and refine your work',
      "Think about what the debt would mean for your team's security if things go wrong",
    ],
  },
  {
    id: 'whole-output',
    category: 'Pragmatist',
    trigger: 'a buyer offers to take your entire output for a year at a fixed price',
    fits: { anyOf: ['goods'] },
    responses: [
      'Decline, because it would lock you out of the markets you want to open up',
      'Compare the fixed price with your forecast and negotiate a review clause',
      'Sign, since guaranteed sales let you put all your energy into production',
      'Accept only if they agree to your standards and you keep control of the product',
      'Consider what it means for the {customers} who have backed you from the start',
    ],
  },

  // Hustler: situations where speed and momentum are at stake.
  {
    id: 'viral-post',
    category: 'Hustler',
    trigger: 'a viral post brings ten times your usual traffic overnight',
    fits: { anyOf: ['consumer'], noneOf: ['care'] },
    responses: [
      'Ask what this new audience tells you about where the business could go next',
      'Check that your systems and capacity can cope before promoting anything else',
      'Jump on it at once with an offer, a follow-up post and replies to everyone',
      'Make sure every newcomer gets the same care your {customers} already get',
      'Use the moment to share the story and values behind your {short}',
    ],
  },
  {
    id: 'rival-closes',
    category: 'Hustler',
    trigger: 'a rival closes down, leaving its {customers} looking for someone new',
    fits: NOT_CARE,
    responses: [
      'Think about what those {customers} will need in a few years and build for that',
      'Estimate how many you can take on without hurting your service and plan for it',
      'Reach out to them today with a welcome offer before anyone else does',
      'Make sure you can serve them to your usual standard before you say yes',
      "Contact the rival's former staff and see whether you can offer them work",
    ],
  },
  {
    id: 'overnight-proposal',
    category: 'Hustler',
    trigger: 'a prospect who could double your revenue wants a full proposal by tomorrow morning',
    fits: { anyOf: ['b2b'] },
    responses: [
      'Pitch an ambitious idea that goes well beyond what they asked for',
      'Focus on a clear scope, a realistic timeline and carefully checked figures',
      'Work through the night and send it at dawn with a follow-up call booked',
      'Send a shorter proposal that you can stand behind in every detail',
      'Pull the whole team in, write it together and share the credit',
    ],
  },
  {
    id: 'speaking-slot',
    category: 'Hustler',
    trigger: "the organisers of a big industry event offer you tomorrow's slot after a speaker drops out",
    responses: [
      'Accept and talk about where you believe your industry is heading',
      'Accept only if you can prepare something well structured in the time you have',
      'Say yes immediately and use every minute on stage to win new business',
      'Decline unless you can prepare a talk you would be proud of',
      'Accept and bring a colleague on stage to share the story and the credit',
    ],
  },
  {
    id: 'journalist-deadline',
    category: 'Hustler',
    trigger: 'a journalist wants your comment on a story about your industry that runs tonight',
    responses: [
      'Use the quote to say something bold about where your industry should go',
      'Ask for the questions in writing and reply with a short, careful statement',
      'Call back within the hour and make sure your name is in the story',
      'Comment only on what you know in depth and politely decline the rest',
      'Use the chance to highlight the people and causes your {short} supports',
    ],
  },
  {
    id: 'deal-goes-quiet',
    category: 'Hustler',
    trigger: 'a deal you have chased for months suddenly goes quiet',
    fits: { anyOf: ['b2b', 'funded'] },
    responses: [
      'Rethink the offer so that it fits where their business is heading',
      'Review every step of the process to see where and why it stalled',
      'Phone them today and, if that fails, turn up at their office',
      'Send them a carefully prepared sample of your finest work as a reminder',
      'Ask a mutual contact how things are at their end before you push',
    ],
  },
  {
    id: 'launch-slips',
    category: 'Hustler',
    trigger: 'your next launch slips by a month because a key piece is not ready',
    fits: { anyOf: ['goods', 'software'] },
    responses: [
      'Use the extra month to make the launch more ambitious than planned',
      'Re-plan the schedule, brief everyone involved and protect the new date',
      'Launch on time with what is ready and add the missing piece later',
      'Accept the delay, because releasing something unfinished is not an option',
      'Keep your {customers} informed openly and thank them for their patience',
    ],
  },
  {
    id: 'flat-sales',
    category: 'Hustler',
    trigger: 'sales have been flat for two quarters in a row',
    fits: NOT_CARE,
    avoidStakes: ['best-quarter'],
    responses: [
      'Explore a new market or product that could become the next growth engine',
      'Analyse which channels, products and customer groups are stalling and why',
      'Double your sales calls and outreach until things start moving again',
      'Improve your core offer until it sells itself through word of mouth',
      'Ask your team for ideas and let them lead a few experiments',
    ],
  },

  // Craftsman: situations that test how much the work itself matters.
  {
    id: 'copied-bestseller',
    category: 'Craftsman',
    trigger: 'a competitor launches a cheaper copy of your {bestseller}',
    responses: [
      'Leave the copy behind by working on the next thing they cannot imitate',
      'Check your costs and decide whether a price response or a legal step makes sense',
      'Run a sharp promotion this week to remind the market who got there first',
      'Refine your version so that the difference is obvious to anyone who tries both',
      'Rally your loyal {customers} and tell them the story behind the original',
    ],
  },
  {
    id: 'corner-cutting-order',
    category: 'Craftsman',
    trigger: 'a large order arrives that you could only fill on time by cutting corners',
    fits: NOT_CARE,
    responses: [
      'Use the order to try a new way of working that could scale much further',
      'Negotiate a later deadline or a smaller first delivery that you can manage',
      'Take it, work flat out and smooth the rough edges afterwards',
      'Turn down the parts you cannot deliver to your normal standard',
      'Ask the team whether they can take it on without burning out',
    ],
  },
  {
    id: 'loyal-flaw',
    category: 'Craftsman',
    trigger: 'one of your most loyal {customers} points out a small flaw that nobody else has noticed',
    responses: [
      'Ask whether the flaw hints at a bigger improvement nobody has tried yet',
      'Log it, find out how often it happens and add the fix to your plan',
      'Thank them warmly, patch it the same day and move on to the next thing',
      'Trace it to its source and fix it properly, however long that takes',
      'Invite them to help test the fix and thank them in front of everyone',
    ],
  },
  {
    id: 'cheaper-method',
    category: 'Craftsman',
    trigger: 'a cheaper way of working would cut costs by 15% but slightly change the result',
    responses: [
      'Look past the savings and ask what new possibilities the method opens up',
      'Run a side-by-side trial and decide on the measured difference',
      'Switch now and put the savings straight into winning more business',
      'Keep your current method unless the new result is truly as good',
      'Ask your {customers} whether they would notice or mind the change',
    ],
  },
  {
    id: 'premature-release',
    category: 'Craftsman',
    trigger: 'your team wants to release something that you feel is not quite ready',
    fits: { anyOf: ['goods', 'software'] },
    responses: [
      'Let it go out if it moves you towards the bigger idea you are building',
      'Agree on clear release criteria and check it against them together',
      'Release it now, since real feedback beats polishing in private',
      'Hold it back until it meets the standard your name stands for',
      "Trust your team's judgement and back their decision in public",
    ],
  },
  {
    id: 'harsh-review',
    category: 'Craftsman',
    trigger: 'a respected reviewer publishes a harsh but fair critique of your {bestseller}',
    responses: [
      'Take it as a sign that it is time to reinvent it from the ground up',
      'List each criticism, rank it by impact and plan the fixes in order',
      'Reply quickly and point readers to what is already new and improved',
      'Rework it point by point until the critique no longer applies',
      'Thank the reviewer publicly and ask your {customers} what they think',
    ],
  },
  {
    id: 'fivefold-demand',
    category: 'Craftsman',
    trigger: 'demand grows to five times what your current way of working can handle',
    responses: [
      'Redesign the business so that it could one day handle fifty times as much',
      'Map the bottlenecks and add capacity step by step, starting with the worst',
      'Take on all the work you can and sort out the capacity as you go',
      'Grow only as fast as you can without losing what people come to you for',
      'Hire from the local area and build a team that shares in the growth',
    ],
  },
  {
    id: 'unnoticed-detail',
    category: 'Craftsman',
    trigger: 'you discover that a detail you spend hours on goes unnoticed by most {customers}',
    responses: [
      'Drop it and put those hours into building something entirely new',
      'Measure what the detail costs and what it earns before deciding',
      'Cut it and use the hours you save to take on more paying work',
      'Keep it, since the work should be right whether anyone notices or not',
      'Talk to the few who do notice and learn why it matters to them',
    ],
  },

  // Social Driver: situations about people, community and impact.
  {
    id: 'grieving-colleague',
    category: 'Social Driver',
    trigger: 'one of your longest-serving people is struggling after a loss in the family',
    responses: [
      'Offer them a fresh project they can shape at their own pace when ready',
      'Arrange cover for their work and agree a clear, flexible plan with them',
      'Share out their tasks so that nothing stalls and tell them not to worry',
      'Make sure their work is covered to the same standard until they are back',
      'Give them paid time off and check in with them personally each week',
    ],
  },
  {
    id: 'school-placements',
    category: 'Social Driver',
    trigger: 'a local school asks whether you could offer its students work experience',
    responses: [
      'Set up a project where the students imagine what your business could become',
      'Agree a small, well-organised programme you can run without disruption',
      'Say yes and put the students to work on something real from day one',
      'Take one or two students and teach them the work properly',
      'Open your doors widely and treat it as part of your role in the community',
    ],
  },
  {
    id: 'supplier-ethics',
    category: 'Social Driver',
    trigger: 'you learn that one of your suppliers treats its workers poorly',
    fits: { anyOf: ['goods'] },
    responses: [
      'Use it as the push to design a fairer supply chain from scratch',
      'Check the facts, then set clear standards and a deadline for change',
      'Switch to another supplier this week and keep production moving',
      'Visit them yourself and judge the conditions and the workmanship first-hand',
      "Speak up for the supplier's workers and tell {customers} what you are doing",
    ],
  },
  {
    id: 'worn-out-team',
    category: 'Social Driver',
    trigger: 'your team is worn out after months of overtime',
    avoidStakes: ['stretched-team'],
    responses: [
      'Rethink the way you work so that the overtime is no longer needed',
      'Review workloads, reset priorities and set a hard limit on extra hours',
      'Push through the last stretch and then give everyone a proper break',
      'Cut back on volume rather than let the work itself slip',
      'Stop and ask the team what they need, then act on it this week',
    ],
  },
  {
    id: 'neighbourhood-criticism',
    category: 'Social Driver',
    trigger: 'a neighbourhood group publicly criticises the way you operate',
    fits: { anyOf: ['premises'] },
    responses: [
      'Turn their concerns into ideas for how the business should evolve',
      'Find out exactly what the complaints are and respond point by point',
      'Respond the same day and fix whatever can be fixed quickly',
      'Check whether they have a point about your standards and raise them if so',
      'Invite the group in, listen to them and work out a solution together',
    ],
  },
  {
    id: 'charity-partnership',
    category: 'Social Driver',
    trigger: 'a charity asks you to partner on a project that would cost you time and money',
    responses: [
      'Say yes if it could grow into something much larger than both of you',
      'Agree on a clear budget, a time limit and measurable goals first',
      'Say yes and get the first results out quickly to build momentum',
      'Offer your expertise and do it properly, rather than writing a cheque',
      'Get your team involved, since they would care about the cause too',
    ],
  },
  {
    id: 'team-quarrel',
    category: 'Social Driver',
    trigger: 'a quarrel between two team members starts to affect everyone',
    responses: [
      'Rethink roles so that each of them has room to build something new',
      'Meet each of them separately, get the facts and set clear expectations',
      'Make a quick call on who is right so that work can continue',
      'Refocus both of them on the quality of the work they share',
      'Bring them together to talk it through openly and rebuild trust',
    ],
  },
  {
    id: 'values-client',
    category: 'Social Driver',
    trigger: 'your most profitable client asks for something that sits badly with your values',
    fits: { anyOf: ['b2b'] },
    responses: [
      'Offer a different approach that meets their goal in a way you believe in',
      'Weigh what losing the account would cost against the risk of saying yes',
      'Find a workable compromise quickly so that the relationship stays on track',
      'Refuse anything that would compromise the integrity of your work',
      'Decline, and explain openly what matters to you and your team',
    ],
  },
  {
    id: 'street-flood',
    category: 'Social Driver',
    trigger: 'a flood closes several businesses on your street',
    fits: { anyOf: ['premises'] },
    responses: [
      'Start planning how the street could come back stronger than before',
      'Assess the damage to your own operation and secure what you need first',
      'Reopen as fast as you can, then help the others get going',
      'Lend your skills and tools to help the neighbours repair things properly',
      'Offer your space and your team to the neighbours who were hit hardest',
    ],
  },
];
