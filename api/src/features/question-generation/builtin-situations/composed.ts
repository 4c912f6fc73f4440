import {
  AGENCIES,
  BRANDS,
  BUSINESS_SOFTWARE,
  CARE,
  FARMS,
  FOOD_MAKERS,
  LOGISTICS,
  MAKERS,
  SCHOOLS,
  SHOPS,
  TRADES,
  TRAVEL,
  VENUES,
  type BusinessKind,
  type SituationActions,
  type Pressure,
} from '../builtin-grammar';

/** Businesses that customers visit in person, where a rival or a landlord nearby matters. */
const PLACES: readonly BusinessKind[] = [...VENUES, ...SHOPS, ...CARE, ...SCHOOLS];
/** Businesses that sell to other organisations, where one large client or a proposal can decide the year. */
const SELLS_TO_FIRMS: readonly BusinessKind[] = [...MAKERS, ...FOOD_MAKERS, ...AGENCIES, ...BUSINESS_SOFTWARE, ...LOGISTICS, ...TRADES, 'event-company'];
/** Businesses that make or stock physical goods, so a supplier's price or an energy bill weighs on them. */
const GOODS: readonly BusinessKind[] = [...FOOD_MAKERS, ...MAKERS, ...BRANDS, ...VENUES, ...SHOPS, ...FARMS];

/**
 * Pressures that can be added to a composed situation: each makes a different thing scarce (cash, time, staff, a
 * client's patience). `before` says by when, `scarce` what runs short; the options' costs are written with them.
 */
export const PRESSURES: readonly Pressure[] = [
  { key: 'cash-three-months', text: 'Your cash covers only the next three months. What do you do?', before: 'within those three months', scarce: 'the cash you have left' },
  { key: 'rival-opens-nearby', text: 'A larger rival opens a branch near you next month. What do you do?', before: 'before the rival opens', scarce: 'the customers you still hold', fits: PLACES },
  { key: 'client-wants-answer', text: 'Your biggest customer wants your answer by Friday. What do you do?', before: 'by Friday', scarce: "your biggest customer's patience", fits: SELLS_TO_FIRMS },
  { key: 'two-staff-resign', text: 'Two of your most experienced staff have just resigned. What do you do?', before: 'while you hire', scarce: 'the staff you still have' },
  { key: 'bank-review', text: 'Your bank reviews your loan at the end of the quarter. What do you do?', before: "by the bank's review", scarce: "the bank's trust in you" },
  { key: 'supplier-price-rise', text: 'A key supplier raises its prices by 20% from next month. What do you do?', before: 'before the new prices start', scarce: 'your thin margin', fits: GOODS },
  { key: 'bad-review-spreads', text: 'An angry online review about slow service is being widely shared. What do you do?', before: 'while the review spreads', scarce: 'the trust of new customers' },
  { key: 'investor-decides', text: 'An investor decides next month whether to put money into your firm. What do you do?', before: "by the investor's decision", scarce: "the investor's interest" },
  { key: 'season-in-six-weeks', text: 'Your busiest season of the year starts in six weeks. What do you do?', before: 'before the season starts', scarce: "the season's income", fits: [...VENUES, ...SHOPS, ...TRAVEL, ...FARMS, ...FOOD_MAKERS, 'landscaping', 'solar-installer', ...BRANDS] },
  { key: 'new-record-rules', text: 'New rules on how you keep records apply to you from January. What do you do?', before: 'before January', scarce: 'the hours the new rules take' },
  { key: 'cofounder-part-time', text: 'Your co-founder wants to cut down to part-time work from next month. What do you do?', before: 'while they step back', scarce: 'your own working hours' },
  { key: 'trade-fair-in-a-month', text: 'The trade fair where you meet most of your buyers is a month away. What do you do?', before: 'before the fair', scarce: 'your one chance at the fair', fits: [...MAKERS, ...FOOD_MAKERS, ...BRANDS, ...BUSINESS_SOFTWARE, ...FARMS] },
  { key: 'orders-down-quarter', text: 'Orders have fallen by a quarter since the spring. What do you do?', before: 'before the slowdown deepens', scarce: 'the income still coming in' },
  { key: 'rent-up-a-third', text: 'Your landlord will raise the rent by a third next year. What do you do?', before: 'before the new rent starts', scarce: 'the money the rent will take', fits: PLACES },
  { key: 'proposal-in-two-weeks', text: 'A large firm wants a proposal from you within two weeks. What do you do?', before: 'by the two-week deadline', scarce: 'the two weeks you have', fits: SELLS_TO_FIRMS },
  { key: 'newspaper-feature', text: 'A national newspaper wants to write about your firm next week. What do you do?', before: 'before the article runs', scarce: 'the attention the article brings' },
  { key: 'staff-ask-pay-rise', text: 'Your staff have asked for a pay rise of 8% this year. What do you do?', before: 'before the pay talks end', scarce: 'the margin you have' },
  { key: 'clients-pay-late', text: 'Two large clients are 60 days late with their payments. What do you do?', before: 'until they pay', scarce: 'the little cash in hand', fits: SELLS_TO_FIRMS },
  { key: 'former-employee-competes', text: 'A former employee has set up a rival firm and is calling your clients. What do you do?', before: 'while they call your clients', scarce: 'the clients you still hold' },
  { key: 'energy-costs-double', text: 'Your energy costs have doubled since last winter. What do you do?', before: 'before the next bills arrive', scarce: 'the margin energy leaves you', fits: [...GOODS, ...CARE, 'climbing-gym'] },
  { key: 'grant-closes-soon', text: 'A government grant for small firms closes to applications in three weeks. What do you do?', before: 'before the grant closes', scarce: 'the three weeks you have' },
  { key: 'manager-on-leave', text: 'Your only other manager starts six months of parental leave next month. What do you do?', before: 'while they are away', scarce: 'your own hours' },
  { key: 'buyer-abroad-sample', text: 'A buyer abroad asks for a first sample order by the end of next month. What do you do?', before: "by the buyer's date", scarce: "the buyer's interest", fits: [...MAKERS, ...FOOD_MAKERS, ...BRANDS, ...FARMS] },
  { key: 'profit-halved', text: 'Your accountant reports that your profit fell by half last year. What do you do?', before: "before next year's figures", scarce: 'the profit you have left' },
];


/**
 * Actions for composing more items from a situation template: five actions that answer its setup (a to e: Visionary,
 * Pragmatist, Hustler, Craftsman, Social Driver), written without their cost. Each pressure that fits the situation
 * turns them into one more item: its question names the pressure, and every action gets a cost written with what the
 * pressure makes scarce (builtin-compose.ts). `excludes` names pressures that would contradict the setup.
 */
export const SITUATION_ACTIONS: readonly SituationActions[] = [
  // Visionary: a change of model or market is possible.
  {
    key: 'largest-customer-goes-in-house',
    actions: [
      'Turn what you do for them into a product that many smaller firms could buy',
      'Work out what the loss means month by month and plan which clients replace it',
      'Offer the customer a cheaper deal this week to keep the work for two more years',
      'Offer to train their new team in your methods, for a fee, so the work stays good',
      'Help their staff take over the work and ask them to recommend you to others',
    ],
  },
  {
    key: 'own-scheduling-tool-in-demand',
    actions: [
      'Turn your planning method into a service you sell to other firms each month',
      'Measure what the method saves you, then price a paid version for two firms',
      'Sell your planning method to the first firms that asked, as it is, this month',
      'Write down the method properly and share it only with firms you have trained',
      'Ask the firms that asked to shape the method with your team, as partners',
    ],
  },
  {
    key: 'products-resold-second-hand',
    actions: [
      'Start your own second-hand line that buys back, repairs and resells your products',
      'Track a year of resale prices to see whether buying back would earn money',
      'Buy back used items this month and resell them at your next market stall',
      'Offer to restore used items to their original finish for their owners',
      'Set up a swap day where owners trade used items with each other',
    ],
  },
  {
    key: 'customers-ask-to-learn-the-work',
    actions: [
      'Open a school inside the firm, with courses that could one day earn more than sales',
      'Run three trial classes and compare what they earn with an ordinary working day',
      'Sell places on a first weekend class now, using the space and tools you have',
      'Teach only small groups in depth, with a master class led by your best maker',
      'Offer free evening classes and let the regulars help teach',
    ],
  },
  {
    key: 'employer-wants-access-for-all-staff',
    actions: [
      'Make selling to employers your main business, with a new team and new prices',
      'Run a paid pilot with 200 of its staff and measure how many keep using it',
      'Agree a price with the employer on the first call and start next month',
      'Accept only once you can give 3,000 people the same standard you give today',
      'Ask the staff who would use it what they need before you agree on anything',
    ],
  },
  {
    key: 'city-centre-closes-to-cars',
    actions: [
      'Plan for the car-free street as a new kind of place, with outdoor space and events',
      'Count where your customers come from and model how many will still arrive',
      'Sign a deal now with a cargo-bike courier and advertise home delivery to regulars',
      'Keep the place as it is and make what you offer worth the walk from the tram',
      'Join other firms on the street to ask the city for loading hours',
    ],
  },
  {
    key: 'three-market-leaders-merge',
    actions: [
      'Reshape the firm to serve the clients a giant will be too big to care about',
      'List the clients most likely to leave the merged firm and cost what they need',
      'Call their unhappy clients this week and offer to take them on at once',
      'Stay the specialist in the one service the merged firm does worst',
      'Invite their staff who may lose their jobs to join you',
    ],
  },
  {
    key: 'cheaper-production-method',
    actions: [
      'Switch your whole range to the new method and sell at prices no rival can match',
      'Make one product both ways for a month and compare the cost, faults and returns',
      'Sell a cheap new line made the new way this season, next to the usual range',
      'Use the method only where it matches the finish of the old way, and nowhere else',
      'Plan the switch with the staff whose daily work it will change',
    ],
  },
  // Pragmatist: a decision that figures and a plan can settle.
  {
    key: 'bank-offers-expansion-loan',
    actions: [
      'Borrow it all to enter a second market that no firm like yours serves yet',
      'Model three sizes of loan against your sales and take the one that survives',
      'Take the loan now and hire two sellers to win the orders it needs to pay back',
      'Borrow only for the machines and training that would lift the standard of your work',
      'Share the plan with your staff and ask which growth they would stand behind',
    ],
  },
  {
    key: 'one-client-is-half-of-revenue',
    actions: [
      'Build a second line of business that could one day equal that client',
      'Set a target share for the client and plan each month of sales to reach it',
      'Call ten former clients this week and offer them a deal to come back',
      'Raise the standard of the work for every client so they stay for years',
      'Ask the big client to introduce you to firms it works with, as a favour',
    ],
  },
  {
    key: 'everyone-pays-a-different-price',
    actions: [
      'Replace the deals with a new pricing model, such as a yearly plan for all',
      'Compare what each customer pays with what they cost you and set three prices',
      'Call the customers with the oldest deals this week and agree new prices',
      'Keep prices as they are for the customers whose work you are proudest of',
      'Explain the problem to customers and ask them what a fair scheme would be',
    ],
  },
  {
    key: 'second-site-busy-or-cheap',
    actions: [
      'Skip both and open a smaller site in the new district the city is building',
      'Count visitors at both sites for two weeks and model the rent against sales',
      'Sign the main-street lease this week before another firm takes it',
      'Take the quiet site and spend the saving on fitting it out as well as the first',
      'Ask your regular customers which site they would visit, and choose with them',
    ],
  },
  {
    key: 'hiring-a-general-manager',
    actions: [
      'Hire the manager and spend your freed time on the firm you want in five years',
      'List where your hours go for a month and hire only for the tasks that cost most',
      'Hire the manager this month and hand over the daily work on the first day',
      'Keep the daily work and hire a junior whom you train in your own methods',
      'Ask your longest-serving staff member to step up, with a share of the profit',
    ],
  },
  {
    key: 'stock-count-below-records',
    actions: [
      'Replace the records with a new system that tracks every item as it moves',
      'Recount the three largest lines and trace each gap to where it appears',
      'Write off the gap today and put a new stock check in place from Monday',
      'Count every line by hand yourself, as carefully as when the firm was small',
      'Ask your staff where they think stock goes, without blame, and act on it',
    ],
  },
  {
    key: 'clients-want-fixed-prices',
    actions: [
      'Sell yearly packages instead of jobs, a new way to earn from each client',
      'Cost your last 40 jobs to see where a fixed price would have made a loss',
      'Quote fixed prices from this week and adjust them as each job teaches you',
      'Offer fixed prices only for the work you know so well that it never overruns',
      'Agree the price with each client in an open session where costs are shared',
    ],
  },
  {
    key: 'fixed-price-project-over-budget',
    actions: [
      'Turn the overrun into a product you can sell to the next clients of this kind',
      'Work out what is left to do, cost it line by line, and plan each week again',
      'Call the client now and ask for a paid extension before the work goes further',
      'Finish the work to your usual standard and take the loss on this one project',
      'Meet the client and your team together and agree what matters most to them',
    ],
  },
  // Hustler: an opening that will not wait.
  {
    key: 'local-rival-closes-suddenly',
    actions: [
      'Rethink your offer to serve the whole market the rival leaves open',
      'Estimate how many of their customers you can serve and plan the intake',
      'Advertise a welcome offer to their former customers from this afternoon',
      'Take on only as many of their customers as you can serve as well as your own',
      "Offer jobs to the rival's former staff so its customers keep familiar faces",
    ],
  },
  {
    key: 'large-order-cancelled-after-production',
    actions: [
      'Use the stock to test a new sales channel you have wanted to try for years',
      'Work out what the stock is worth in each channel before you sell any of it',
      'Call every buyer you know today and sell the stock at a small discount',
      'Sell the stock only under your own name, at full price, as slowly as it takes',
      'Give part of the stock to a food bank or charity and sell the rest to regulars',
    ],
  },
  {
    key: 'new-housing-estate-nearby',
    actions: [
      'Open a small second site inside the estate, built for the people who move in',
      'Survey the first 100 households and plan what to offer from their answers',
      'Put a flyer and an opening offer through every new door in the first week',
      'Keep your offer as it is and trust new neighbours to find it by its reputation',
      'Organise a welcome event for the new residents with other firms nearby',
    ],
  },
  {
    key: 'equipment-idle-two-days-a-week',
    actions: [
      'Rent the space and equipment on idle days to a different kind of business',
      'Track demand by day for a month and move staff hours to where it is highest',
      'Sell idle-day slots at a discount to anyone who will book them this week',
      'Use the idle days to train staff and improve the work of the busy days',
      'Let local groups and schools use the idle days at cost, to earn goodwill',
    ],
  },
  {
    key: 'conference-speaker-drops-out',
    actions: [
      'Talk about where your industry will be in ten years rather than about your firm',
      'Accept only after checking that the audience matches the buyers you want',
      'Say yes on the call and build the talk from the sales pitch you already use',
      'Give a talk on one piece of work you know in depth, rehearsed twice at least',
      'Share the stage with a client and let them tell the story of the work',
    ],
  },
  {
    key: 'client-must-spend-budget',
    actions: [
      'Propose a project that starts a new kind of work with the client for years',
      'Cost three small projects that fit the budget and offer the most useful one',
      'Send a ready offer for extra work tonight and start as soon as they sign',
      'Offer only work you can do well in the time left, and turn down the rest',
      "Ask the client's staff what would help them most and offer to do that",
    ],
  },
  {
    key: 'hotel-group-wants-your-products',
    actions: [
      'Agree on a line made for hotels that could reach other hotel groups next',
      'Work out whether your capacity can meet the order and agree on a smaller start',
      'Sign today, hire extra hands and run late shifts to meet the first delivery',
      'Agree only if every delivery can be made to the standard of your own shop',
      'Bring in two small makers nearby to share the order and its earnings',
    ],
  },
  {
    key: 'heatwave-from-monday',
    actions: [
      'Use the heat to try a summer offer you could run every year from now on',
      'Check last summer\'s sales by day and order stock and staff to match',
      'Stock up and advertise a heatwave offer from this weekend',
      'Keep your usual offer and make sure the heat does not lower its standard',
      'Check on older customers and staff and shorten shifts in the hottest hours',
    ],
  },
  // Craftsman: the finish, depth or mastery of the work is at stake.
  {
    key: 'most-skilled-employee-retires',
    actions: [
      'Replace their methods with machines and software that need no single expert',
      'Map each task they do, time it, and plan who learns which task and when',
      'Hire an experienced outsider now who can take over most of the work at once',
      'Pair them with two apprentices for the whole year to learn the methods by hand',
      'Ask them how they want to pass on the work and let them choose their heirs',
    ],
  },
  {
    key: 'reviewer-calls-product-unremarkable',
    actions: [
      'Launch a new product aimed at a different kind of buyer than the reviewer',
      'Ask 50 buyers to rate the product against rivals and change what scores worst',
      'Use the good part of the review in adverts and push sales while it is fresh',
      'Rework the product with your best people until it is one you are proud of',
      'Invite regular customers to taste or test a new version and choose with you',
    ],
  },
  {
    key: 'final-check-quietly-dropped',
    actions: [
      'Design a new process that checks each item as it is made instead of at the end',
      'Sample 200 shipped items, count the faults and decide from the figures',
      'Keep shipping and fix any fault a customer reports on the same day',
      'Bring back the full final check at once and ship only what passes it',
      'Ask the staff who did the checks what they saw and let them set the rules',
    ],
  },
  {
    key: 'rare-material-at-double-price',
    actions: [
      'Build a new top range around the material for buyers you do not reach yet',
      'Make a test batch with it and compare the sales and returns with the usual',
      'Buy a small lot now and sell the first products made with it at a premium',
      'Switch your main product to the material and raise its price to match',
      'Share the order with two other small makers so the supplier can keep going',
    ],
  },
  {
    key: 'double-checks-make-jobs-overrun',
    actions: [
      'Sell the double check as a premium service that a new kind of client pays for',
      'Track which checks find faults for a month and drop the ones that find none',
      'Quote 20% more from the next job and win the clients who accept',
      'Keep checking everything twice and take on fewer jobs to make up the time',
      'Ask the team which checks they trust and redesign the work together',
    ],
  },
  {
    key: 'retailer-wants-milder-recipe',
    actions: [
      'Make a second brand for the wider market and keep the original as it is',
      'Test the changed version in ten of its stores and compare the sales',
      'Agree to the change this season and keep the retailer and its shelf space',
      'Keep the product as it is and look for shops that want it the way it is made',
      'Ask your loyal buyers what change they would accept and tell the retailer',
    ],
  },
  {
    key: 'custom-orders-crowd-out-range',
    actions: [
      'Turn the custom work into a design service that other makers can sell',
      'Compare the margin of custom and standard work and plan your weeks by it',
      'Raise custom prices now and take every custom order that accepts them',
      'Take fewer custom orders and spend the time renewing the standard range',
      'Ask regular clients which custom pieces they would buy as standard items',
    ],
  },
  {
    key: 'finer-tool-takes-months-to-learn',
    actions: [
      'Adopt the tool to offer a kind of work no firm your size can offer now',
      'Trial the tool on one project and measure how long the learning takes',
      'Keep your current tools and win the orders that do not need finer results',
      'Switch fully and train the whole team on the tool until they master it',
      'Let the team vote on the switch and plan the training around their lives',
    ],
  },
  // Social Driver: the people affected decide how it goes.
  {
    key: 'small-supplier-struggling',
    actions: [
      'Buy a share in the small supplier and plan a new range with it',
      'Compare both suppliers on price, delays and faults over three months',
      'Move most orders to the larger supplier and ask the small one for a better price',
      'Stay with the small supplier because its work is better than the larger one',
      'Keep ordering from the small supplier and help it find other buyers',
    ],
  },
  {
    key: 'steps-keep-a-regular-out',
    actions: [
      'Redesign the whole entrance and add a delivery service for anyone who needs it',
      'Get quotes for three kinds of ramp and pick the one that pays off soonest',
      'Buy a portable ramp this week and put up a bell by the steps',
      'Build a proper step-free entrance that matches the rest of the building',
      'Ask the customer and others like them what would help, and build that',
    ],
  },
  {
    key: 'school-asks-for-two-trainees',
    actions: [
      'Start a yearly trainee scheme that could become your main way of hiring',
      'Take one trainee first and track what it costs and what they learn',
      'Say yes now and put the trainees straight onto the busiest jobs',
      'Take them only if your best people can teach them properly every day',
      'Take both and pair each with a staff member who chose to mentor them',
    ],
  },
  {
    key: 'surplus-after-record-year',
    actions: [
      'Put it all into a new line of business that could double the firm',
      'Keep it as a reserve and plan each use of it against next year\'s figures',
      'Spend it now on a sales push while customers are still buying',
      'Invest it in better tools and training for the people who make the work',
      'Share a part with the staff as a bonus and ask them how to use the rest',
    ],
  },
  {
    key: 'staff-propose-four-day-week',
    actions: [
      'Redesign how the firm works so that four days do what five did before',
      'Trial it with one team for three months and compare output and costs',
      'Agree now and ask everyone to cover the fifth day in turns',
      'Agree only for roles where a shorter week will not lower the standard',
      'Agree, and let the staff plan together how they cover each day',
    ],
  },
  {
    key: 'late-shift-staff-feel-unsafe',
    actions: [
      'Change the opening hours to a new pattern where no one closes late at all',
      'Log the late shifts for a month and plan rides for the ones most at risk',
      'Pay for a taxi home after every late shift from tonight',
      'Reorganise closing so the work is done well in less time',
      'Ask the staff what would make them feel safe and pay for what they choose',
    ],
  },
  {
    key: 'loyal-users-oppose-a-change',
    actions: [
      'Use the moment to plan the next version of the firm with its fans in mind',
      'Compare sales before and after the change and keep it only if they rose',
      'Reply to the group today with a discount and a promise to look at it',
      'Keep the change and improve it until the loyal customers see why you made it',
      'Meet the group and rework the change with the people who care most',
    ],
  },
  {
    key: 'staff-split-by-language',
    actions: [
      'Make the three languages a strength by serving customers in each of them',
      'Map who works with whom and plan mixed shifts to see what changes',
      'Mix the shifts from next week and sort out problems as they come up',
      'Write clear guides for each task in all three languages and train on them',
      'Pay for language lessons together at work and let staff teach each other',
    ],
  },
];
