import {
  AGENCIES,
  ALL_BUT_CARE,
  APPS,
  BRANDS,
  BUSINESS_SOFTWARE,
  FOOD_MAKERS,
  LOGISTICS,
  MAKERS,
  SCHOOLS,
  SHOPS,
  TRADES,
  VENUES,
  type Situation,
} from '../builtin-grammar';

/** Situations with an opening that will not wait: a rival gone, a deadline, a sudden chance or setback. */
export const HUSTLER_SITUATIONS: readonly Situation[] = [
  {
    key: 'local-rival-closes-suddenly',
    category: 'Hustler',
    fits: [...AGENCIES, ...TRADES, ...LOGISTICS, ...SHOPS],
    setup: 'You run {business}, and your main local rival has closed without warning, leaving its customers with nowhere to go.',
    stakes: [
      {
        text: 'Your team is already busy with current work. What do you do?',
        options: [
          "Open a second site in the rival's old area for its customers, before you have hired anyone to run it",
          "Take on the rival's customers a handful at a time as your hours allow, and do each job as usual",
          "Post an offer for the rival's customers and hire temps to cope, with a stretched team for months",
          'Take on just the customers whose jobs fit your normal way of working, and open no branch for the rest',
          'Ask your team how much extra work they can carry before you promise anyone anything',
        ],
      },
      {
        text: 'Its former staff are looking for work. What do you do?',
        options: [
          "Hire the rival's best people to start the branch you always planned, before testing any of them on a job",
          'Hire a couple of them on three-month contracts and keep them only if the extra work stays, a cautious move',
          "Call the rival's staff this week and hire the ones who bring customers with them, before others do",
          'Try each applicant on a real job first and hire those whose work matches yours, rather than short contracts',
          'Hire as many as you can afford and find the rest work through your contacts, at a cost to margin',
        ],
      },
      {
        text: 'Some of its customers had paid in advance and lost their money. What do you do?',
        options: [
          'Offer those customers a membership that turns their loss into credit, without telling the press',
          'Offer them 10% off their first order and watch who becomes a regular, rather than a membership scheme',
          'Offer to honour half of what they lost if they sign with you, before working out what that costs you',
          'Give them the same careful service as your own customers at the usual price, with no offer to sign now',
          'Honour part of their lost deposits and let the press know why, rather than giving them extra care',
        ],
      },
    ],
  },
  {
    key: 'city-hosts-sports-event',
    category: 'Hustler',
    fits: [...VENUES, ...SHOPS, ...FOOD_MAKERS, 'tour-operator', 'event-company', 'courier'],
    setup: 'You run {business}, and your city will host a large international sports event in six weeks.',
    stakes: [
      {
        text: 'Your usual suppliers are already fully booked. What do you do?',
        options: [
          'Use the event to launch goods made from other materials, before ordering from backup suppliers',
          "Order from two backup suppliers now and keep quantities to last summer's sales, rather than marking up",
          'Buy from whoever can deliver at higher prices and mark up what you sell, with some goods below your usual level',
          'Sell just what you can make to your usual level, rather than pooling orders with other firms',
          "Pool orders with other small firms on your street to get a supplier's attention, rather than a new range",
        ],
      },
      {
        text: 'The organisers want official partners by the end of the week. What do you do?',
        options: [
          'Pitch the organisers an idea that links your name to the city for years, rather than selling extras by Friday',
          'Ask what partners paid at past events and what they sold before you reply, taking most of the week',
          'Sign as a partner by Friday and sell every extra you can, rather than sharing the fee with neighbours',
          'Apply for the one category where your goods can stand beside the finest, rather than a long link with the city',
          'Partner with the other firms on your street to split the fee and the space, before checking past events',
        ],
      },
      {
        text: 'Your staff want time off to watch the event. What do you do?',
        options: [
          'Turn the premises into a place where customers watch the event together, with your practised staff on duty',
          'Plan time off by rota from recent sales, rather than letting your people choose among themselves',
          'Offer double pay for the busy days and give time off after the event, rather than a screening for customers',
          'Keep your most practised staff on the key days and let newer ones go, before any rota is worked out',
          'Let your people agree among themselves who takes time off, rather than paying double on busy days',
        ],
      },
    ],
  },
  {
    key: 'journalist-wants-comment-by-morning',
    category: 'Hustler',
    fits: ALL_BUT_CARE,
    setup: 'You run {business}, and a journalist from a national newspaper asks for your view on a problem in your industry by tomorrow morning.',
    stakes: [
      {
        text: 'Larger firms have refused to comment. What do you do?',
        options: [
          'Speak about where the industry should head in ten years, a view that may draw criticism',
          'Send a couple of careful lines tonight that you can back with numbers, giving the journalist little to quote',
          'Call the journalist and give a full interview, with no time to check every figure',
          'Draft a short statement with care and send it by morning, rather than a full interview tonight',
          'Comment as one of several small firms and name the others, sharing the credit and the risk',
        ],
      },
      {
        text: 'The problem is one your business has had too. What do you do?',
        options: [
          'Describe the problem and the new model you are building to end it, a promise you must keep',
          'Explain what you measured and the steps that worked, and leave the rest aside, a drier quote',
          'Tell the story of how you fixed it and give the article a strong quote, which may invite questions',
          'Explain in detail how you fixed it and point to the finished work, even if it reads as a sales pitch',
          'Admit the problem and thank the customers who helped you fix it, rather than promising a new model',
        ],
      },
      {
        text: 'Your team worries the article could bring criticism. What do you do?',
        options: [
          'Use the article to set out the future you want for the industry, accepting some criticism',
          'Agree with your team on three points you will and will not discuss before you reply tonight',
          'Give the interview and prepare answers for likely criticism with the team, rather than declining',
          'Decline this time and prepare a full statement for the next request, missing this chance to speak',
          'Ask your team what they would say and give the view of all of you, before agreeing any limits',
        ],
      },
    ],
  },
  {
    key: 'large-order-cancelled-after-production',
    category: 'Hustler',
    fits: [...MAKERS, ...BRANDS, 'brewery', 'coffee-roastery', 'chocolate-maker', 'cheese-dairy', 'tea-company'],
    setup: 'You run {business}, and a large customer has cancelled an order you have already produced.',
    stakes: [
      {
        text: 'The order is worth two months of revenue. What do you do?',
        options: [
          'Use the goods to open a direct online store, selling them before they sit on a shelf for months',
          'Go through every buyer who has ordered similar goods and offer them at a fixed discount',
          'Call every buyer you know and let the goods go at any fair price you can get, even well below cost',
          'Hold the goods and sell them to regular buyers at full price over the next few months',
          'Work with the customer to place part of the order with its partners, rather than calling every buyer you know',
        ],
      },
      {
        text: 'The customer offers a cancellation fee of 20%. What do you do?',
        options: [
          "Turn down the fee and offer a deal on next year's orders instead, a bet on the relationship",
          'Weigh the fee against what you could earn selling the goods elsewhere, rather than a deal for next year',
          "Take the fee and sell the goods elsewhere this week, ending up above the order's value",
          'Take the fee only if the goods can be sold under your own name, rather than selling them this week',
          'Accept the fee and keep the relationship warm for next season, earning less than the full order',
        ],
      },
      {
        text: 'Your storage space is full. What do you do?',
        options: [
          'Rent a second site and open a small outlet there, before weighing any other way out',
          'Rent storage for a month while you work through each option, rather than selling at a heavy discount',
          'Sell the goods to a wholesaler at a heavy discount, rather than storing them for buyers who pay more',
          'Store the goods in rented space with care until buyers come who pay a fair price, rather than giving them away',
          'Offer part of the goods to a charity for a tax receipt, rather than an outlet of your own',
        ],
      },
    ],
  },
  {
    key: 'sole-supplier-goes-bankrupt',
    category: 'Hustler',
    fits: [...MAKERS, ...BRANDS, ...FOOD_MAKERS],
    setup: 'You run {business}, and the only supplier of a material your products depend on has gone bankrupt.',
    stakes: [
      {
        text: 'You have stock for four weeks. What do you do?',
        options: [
          'Give your designers a month to rework the range for a material several firms sell, while stock lasts',
          "Offer three other suppliers a paid trial order and pick whoever's samples hold up, at a premium you may not need",
          'Use the four weeks to sell what you have and buy from the first supplier who can deliver, risking a weaker batch',
          'Agree a premium price with the one supplier whose material equals yours, before trying anything cheaper',
          'Start a buying club with the other firms that used the same supplier, before any samples are tested',
        ],
      },
      {
        text: "The supplier's workers are trying to restart the firm. What do you do?",
        options: [
          'Set aside money to buy a stake in the restarted supplier, rather than lending them your own staff',
          'Give the workers a small trial order and look hard at their batches, without committing to a long order',
          'Offer to pay for three months of material in advance, rather than taking a stake in the firm',
          'Lend your own staff to help them get the process running as before, risking weeks of your own output',
          'Agree a two-year order with the people restarting it, rather than paying in advance for three months',
        ],
      },
      {
        text: 'A large rival offers to sell you the material at a high price. What do you do?',
        options: [
          'Put money into making the material yourself, so no supplier can hold you again, a plan of years',
          "Set a cap of four weeks' supply at their price while you find another source, instead of a plant of your own",
          'Give the rival a three-month order today and pass the cost on to buyers, though some may walk away',
          'Offer buyers just the products where the material matters most, rather than passing the cost on',
          'Use your contacts with other small firms to buy jointly from abroad, risking weeks without stock',
        ],
      },
    ],
  },
  {
    key: 'contract-winner-pulls-out',
    category: 'Hustler',
    fits: [...AGENCIES, ...TRADES, ...LOGISTICS],
    setup: 'You run {business}, and the firm that beat you to a large contract has pulled out, so the client asks whether you can start on Monday.',
    stakes: [
      {
        text: 'Your team is fully booked for the next month. What do you do?',
        options: [
          "Keep Monday's start and hire an extra crew for clients like this one, with a larger wage bill for good",
          'Put a written start date a month out to the client, which may send them to someone faster',
          'Set a Monday start with subcontractors you trust, rather than sending your most practised people',
          'Give the client a small crew of your most practised people from Monday, without asking other clients to wait',
          'Offer your current clients a small discount to let their work slip a month, which costs goodwill and margin',
        ],
      },
      {
        text: 'The client wants the 15% lower price the other firm offered. What do you do?',
        options: [
          'Ask the client for their next three projects in return for the lower price, a deal that pays only in year two',
          'Cost the job at 15% less before you move on price, rather than setting out why your work lasts',
          'Put the lower price in writing and sell extras on site, so the margin comes back later',
          "Set out on one page why your work lasts longer than the cheaper firm's, rather than a three-project deal",
          'Show the client your costs and meet them halfway, a slower deal that may still fail',
        ],
      },
      {
        text: 'The contract would mean a lot of weekend work. What do you do?',
        options: [
          'Make weekend work something you sell to other clients too, with your strongest crew spread thin',
          'Ask the client to price weekend hours separately, and hold off signing until they agree',
          'Keep every weekend the client wants and pay your crew overtime, rather than building a weekend service',
          'Put your strongest crew on the weekends and cap their hours so the work stays careful',
          'Set the weekend rota with your crew picking their own weekends, rather than taking every one',
        ],
      },
    ],
  },
  {
    key: 'bookings-down-this-month',
    category: 'Hustler',
    fits: [...VENUES, ...SCHOOLS, 'tour-operator'],
    setup: 'You run {business}, and bookings this month are 30% lower than a year ago.',
    stakes: [
      {
        text: 'Rent and wages are due in two weeks. What do you do?',
        options: [
          'Let this slow month start the offer you always meant to launch, though it may not pay before rent is due',
          'Make a two-week cash plan and ask your landlord for a short extension, leaving marketing alone until you know why',
          'Ask every past customer on your list to book at a flash price, before any cash plan is drawn up',
          'Hold your prices and use the quiet days to sharpen what you do, living on savings for a month',
          'Put the figures in front of your staff and agree shorter hours for a month, so everyone shares the pain',
        ],
      },
      {
        text: 'A rival is running a large discount campaign. What do you do?',
        options: [
          'Launch the subscription you have had in mind for years, without waiting to count who leaves',
          'Count how many regulars actually leave over two weeks before you make any counter-offer',
          "Make a counter-offer on your most popular service today, and beat the rival's price where you can",
          "Charge the usual price and show customers what the rival's discount leaves out, with no reward scheme",
          'Keep your regulars with a loyalty reward rather than a discount, paid for from profit',
        ],
      },
      {
        text: 'Your regular customers say they are cutting back. What do you do?',
        options: [
          'Start a cheaper line under a separate name for tighter budgets, rather than bundles on the spot',
          "Take last year's orders and cut the range to what regulars still buy, which means days of sorting",
          'Let regulars buy a bundle at a price they can agree to on the spot, though each one earns less',
          'Make smaller portions of your finest work at a lower price, holding your level and earning less',
          'Ask regulars whether paying later for a few months would help them, carrying the risk until they pay',
        ],
      },
    ],
  },
  {
    key: 'new-housing-estate-nearby',
    category: 'Hustler',
    fits: [...SHOPS, 'restaurant', 'cafe', 'fitness-studio', 'climbing-gym', ...SCHOOLS],
    setup: 'You run {business}, and a new estate of 800 homes is opening nearby next month.',
    stakes: [
      {
        text: 'A large chain plans to open a branch there in the spring. What do you do?',
        options: [
          'Agree a lease on the estate before the chain does and shape the shop for young families',
          'Note each month how many estate residents come to you before you spend anything on them',
          "Take a stall at the estate's opening day with a welcome offer, rather than signing a lease there",
          'Let the chain open and make your shop plainly better than a branch could be, though it is a slow fight',
          "Get to know the residents' association and sponsor its first events, not a stall with an offer",
        ],
      },
      {
        text: 'The estate has no shops or services yet. What do you do?',
        options: [
          'Open a small shop on the estate that doubles as a meeting place, before anyone lives there',
          'Get move-in numbers from the developer each month, and decide by spring whether to open there',
          'Start deliveries to the estate next week and put a flyer through every door, without waiting for numbers',
          'Take a small selection of your best-made goods to the estate twice a week, however few buy at first',
          'Let the new families use a room in your premises for meetings, free of charge for a year',
        ],
      },
      {
        text: 'Most new residents are young families. What do you do?',
        options: [
          'Offer a family section with its own hours and goods, which takes space your regulars use',
          'Use two Saturdays to try a family offer and see who comes, risking a slow start while the chain plans',
          "Agree a deal with the estate's nursery to hand out vouchers, at a lower margin on each purchase",
          'Start one product made for children and make it as good as the rest, at the cost of months of work',
          "Take part in the estate's first open day and ask families what they miss, which means weeks before any sale",
        ],
      },
    ],
  },
  {
    key: 'flood-before-busiest-weekend',
    category: 'Hustler',
    fits: [...VENUES, ...SHOPS],
    setup: 'You run {business}, and a burst pipe has flooded your premises two days before your busiest weekend of the year.',
    stakes: [
      {
        text: 'Your insurer says an assessor can come next week. What do you do?',
        options: [
          'Use the damage to change the layout as you have long wanted to, while closed for longer',
          'Send the insurer photos and a full record of losses today, and open once the assessor agrees',
          'Use your own cash to clean up and open for the weekend, risking a dispute with the insurer',
          "Wait for the assessor and repair everything before opening, missing the year's busiest weekend",
          'Call neighbouring businesses to borrow space for the weekend, before filling in any claim',
        ],
      },
      {
        text: 'Customers have booked or ordered for the weekend. What do you do?',
        options: [
          'Set up a pop-up elsewhere for the weekend and try a fresh format in it, even if it confuses some customers',
          'Call every customer to confirm what you can still deliver, and refund the rest',
          "Offer every booking at a rented space nearby, which costs most of the weekend's profit",
          'Fill the orders you can from the dry part of the premises as you normally would, and cancel the rest',
          'Agree new dates with each customer in person before the weekend, losing part of its takings',
        ],
      },
      {
        text: 'Your staff offer to work through the night to clean up. What do you do?',
        options: [
          'Use the night to rearrange the space for how you want to work next year, not just to clean up',
          'Set shifts so no one works more than a normal day, even if you open later than planned',
          'Give the crew double pay and open on schedule, while everyone is exhausted for the weekend',
          'Offer the staff the night off and hire professionals to dry and repair the place, which costs far more',
          "Work through the night beside them and give everyone a share of the weekend's takings",
        ],
      },
    ],
  },
  {
    key: 'store-abroad-asks-for-samples',
    category: 'Hustler',
    fits: [...BRANDS, 'brewery', 'coffee-roastery', 'chocolate-maker', 'cheese-dairy', 'tea-company', 'ceramics-studio'],
    setup: 'You run {business}, and a department store abroad asks for samples and a price list within ten days.',
    stakes: [
      {
        text: 'You have never exported before. What do you do?',
        options: [
          'Plan to sell in several countries from the start, before the customs costs are known',
          'Put the customs rules and costs on paper before pricing anything, so most of the ten days go on it',
          'Send a price list tonight and samples of everything within days, with the paperwork sorted as you go',
          'Send the store your three strongest pieces, packed by hand, with no help from other exporters',
          'Offer a firm that already exports part of the first order in return for guiding you',
        ],
      },
      {
        text: 'The store wants a price 30% below your usual wholesale price. What do you do?',
        options: [
          'Ask the store to take a collection designed for export at a lower cost, which will not exist until next season',
          'Keep to the lowest price your unit costs allow, shipping included, and accept that it may be too high',
          'Accept the 30% price for the first order so you get on the shelves, with no long commitment',
          'Quote your normal price and explain what goes into each piece, even if the store walks away',
          'Give them the price if they commit to three years of orders, while the talks take longer',
        ],
      },
      {
        text: 'Your production is already at full capacity. What do you do?',
        options: [
          'Plan an export workshop, even if it means heavy debt if the store stops buying',
          'Ask your team how many units one extra shift adds, and quote just that until the orders repeat',
          'Keep the store keen with a full order promised for next month, and accept night shifts to make it',
          'Agree a small first order you can make without shortcuts, so the store gets less than it wants',
          'Ask for volunteers to work the extra hours, even if the first export order is smaller',
        ],
      },
    ],
  },
  {
    key: 'heatwave-from-monday',
    category: 'Hustler',
    fits: ['cafe', 'restaurant', 'hostel', 'brewery', 'kombucha-maker', 'grocery', 'garden-centre'],
    setup: 'You run {business}, and a two-week heatwave is forecast to start on Monday.',
    stakes: [
      {
        text: 'Your cold storage is already nearly full. What do you do?',
        options: [
          'Let the heatwave launch a summer line for hot weather that you had planned for years, though it is untested',
          'Find which stock spoils first and move it out by Sunday, leaving some sales on the table',
          'Sell regulars the surplus at a special price on Saturday and clear the cold room',
          'Keep just the stock that fits at the proper temperature, and accept throwing the rest away',
          "Put the spare stock into a neighbour's cold room, so you owe them a favour and some of the margin",
        ],
      },
      {
        text: 'Two of your staff cannot work in the heat for health reasons. What do you do?',
        options: [
          'Move their work to early mornings for good, and change how the whole week runs for everyone',
          'Let them stay home on full pay and work out the cover needed hour by hour, though it costs you more',
          "Make the rest of the team's shifts longer and pay overtime until the heat breaks, though everyone tires",
          'Ask your most able people to cover the key tasks, and let other work slow until the heat breaks',
          'Keep the two on full pay at home and ask the others how they would like to cover the work',
        ],
      },
      {
        text: 'Your supplier warns of shortages during the heatwave. What do you do?',
        options: [
          'Start using ingredients or materials that cope with heat, at the cost of a range your customers know',
          "Use last summer's orders as a guide and buy a fortnight ahead, which means cash tied up in stock",
          'Tell the supplier you will pay extra to be served first, ahead of other buyers',
          'Make fewer items and keep each one as it should be, leaving some shelves empty for two weeks',
          'Ask other small firms in the area to combine deliveries until supply returns, which takes time to organise',
        ],
      },
    ],
  },
  {
    key: 'neighbour-proposes-joint-promotion',
    category: 'Hustler',
    fits: [...VENUES, ...SHOPS],
    setup: 'You run {business}, and the owner of the shop next door suggests a joint promotion starting this Saturday.',
    stakes: [
      {
        text: 'You have no budget for promotion this month. What do you do?',
        options: [
          'Agree a joint name for the two shops before Saturday, an idea far beyond one weekend',
          'Start with a small joint sign in both windows and count the visitors it brings',
          "Take the neighbour's offer and send your staff out on the street with flyers, which means a long day",
          'Let the neighbour run the promotion and add one finely made sample to it, though it may pass unnoticed',
          'Make the promotion an event for every shop on the street, with no flyers needed',
        ],
      },
      {
        text: "The neighbour's customers are quite different from yours. What do you do?",
        options: [
          'Use the promotion to try goods for their sort of customer, before you really know them',
          'Agree to one Saturday and see how many of their customers buy from you',
          'Start on Saturday with a discount aimed at their customers, and sell to as many as you can',
          'Take part with the goods that suit both sets of customers, at full price',
          'Have coffee with the neighbour first to learn what their customers care about',
        ],
      },
      {
        text: 'The neighbour wants you to cover most of the cost. What do you do?',
        options: [
          'Offer to pay most of it in return for a long partnership between the shops, which costs you now',
          "Use last month's takings to set the most you can spend, risking a smaller promotion than planned",
          'Agree to most of the cost before they change their mind, and push hard on Saturday to earn it back',
          "Start small with a promotion you can afford to do right, at the cost of the neighbour's enthusiasm",
          'Pay half and invite the other shops on the street to share the rest of the cost',
        ],
      },
    ],
  },
  {
    key: 'equipment-idle-two-days-a-week',
    category: 'Hustler',
    fits: [...FOOD_MAKERS, ...MAKERS, ...LOGISTICS],
    setup: 'You run {business}, and your equipment and staff sit idle two days every week.',
    stakes: [
      {
        text: 'Your fixed costs are high this year. What do you do?',
        options: [
          'Give those two days to goods for other firms, while you learn a market you do not know',
          'Offer the two days to other firms at a price that covers your fixed costs',
          'Use the quiet days to take any paid job you can find, risking work outside your usual skills',
          'Use those days for maintenance and training, which earns nothing while costs stay high',
          'Lend the equipment to a firm down the road on those days, without charging a set rate',
        ],
      },
      {
        text: 'A larger firm offers to rent your capacity on those days. What do you do?',
        options: [
          'Rent your capacity to many firms on those days, even if it changes what your firm is',
          'Give them three months at a set rate, and keep a close eye on wear and running costs',
          'Offer them every spare day from next week, at a rate that covers all your costs',
          'Accept only if their staff work to your standards when they use your machines',
          'Agree to rent on condition that your own staff run the machines, which the larger firm may refuse',
        ],
      },
      {
        text: 'Your staff would prefer a four-day week instead. What do you do?',
        options: [
          "Put everyone on a four-day week and rent the fifth day's capacity to others",
          'Set a four-day week for a quarter as a trial, and measure output and costs',
          'Give them a four-day week and fill the spare days with short paid jobs from other firms',
          'Offer a four-day week only to those whose work stays as good, which costs some goodwill',
          'Let the staff choose the shape of the new week by a show of hands at a meeting',
        ],
      },
    ],
  },
  {
    key: 'app-store-feature-offer',
    category: 'Hustler',
    fits: [...APPS],
    setup: 'You run {business}, and an app store team offers to feature your app next week if you ship an update by Friday.',
    stakes: [
      {
        text: 'Your next update is only half finished. What do you do?',
        options: [
          'Ship the update as the first step toward where the app goes next, rough edges and all',
          "Put just the finished parts in Friday's update, so the feature shows a small change",
          'Set your team on a sprint to ship the update by Friday, even if it goes out with known bugs',
          'Give the slot back and ship the update when it is truly ready, even if a rival takes the slot',
          'Offer the developers a bonus for a Friday release if they want it, which costs money you had not planned',
        ],
      },
      {
        text: 'Your servers may not cope with a large rise in users. What do you do?',
        options: [
          'Ask for the feature and move to a platform that can grow with you, which takes work until Friday',
          'Keep the feature and limit sign-ups with a waiting line, and accept fewer new users',
          'Put extra servers on a monthly plan today and keep them until the rush passes, even if you pay for more',
          'Run load tests before Friday and accept the feature only if the servers pass',
          'Give your current users priority and warn them of the feature, while new users may wait',
        ],
      },
      {
        text: 'Your team has already worked two weekends this month. What do you do?',
        options: [
          'Make the feature the launch of your next version and hire contractors for it',
          'Ask the team how much can be done by Friday without weekend work, and ship just that',
          'Keep the Friday date and bring in contractors for the last push, whatever it costs',
          'Put the feature off to the next slot so the team can finish as they should, giving up this one',
          'Leave the decision to the people writing the code, and go with their answer even if it means no feature',
        ],
      },
    ],
  },
  {
    key: 'batch-near-best-before-date',
    category: 'Hustler',
    fits: ['brewery', 'coffee-roastery', 'chocolate-maker', 'cheese-dairy', 'tea-company', 'kombucha-maker', 'grocery', 'pet-food-brand', 'skincare-brand'],
    setup: 'You run {business}, and stock worth a month of revenue will pass its best-before date in three weeks.',
    stakes: [
      {
        text: 'Your usual buyers already have all the stock they need. What do you do?',
        options: [
          'Turn the stock into a processed product that keeps longer, rather than selling it off cheaply',
          'Go back to buyers who have asked before and offer it at a set discount, leaving little margin',
          'Phone every trader and market stall you know and offer the stock at any fair price, even a low one',
          'Keep the stock for orders where it will still be at its peak, and accept writing off the rest',
          'Put the stock into food banks and charities for a tax receipt, so you recover only part of its value',
        ],
      },
      {
        text: 'A discount chain offers to buy it all at 40% of your price. What do you do?',
        options: [
          'Take the offer and propose a regular outlet range with the chain, selling to people you never served',
          'Let the offer wait two days while you price what other buyers would pay, though the chain may move on',
          'Make the chain a counter-offer at 55% and close the deal that day, leaving you with a loss but no waste',
          'Ask the chain to sell it under a separate label so your name is not discounted, which they may refuse',
          'Keep half back for local charities and sell the rest to the chain, and accept a smaller return',
        ],
      },
      {
        text: 'You made too much because your forecast was wrong. What do you do?',
        options: [
          'Switch to making to order instead of to forecast, rather than mending the forecast',
          'Take the forecast apart and find where it went wrong, before selling off any of the extra',
          "Let the extra go to any buyer this week at a discount, though it sets a low price in buyers' minds",
          'Make smaller batches from now on, leaving some demand unmet and nothing spoiled',
          'Ask your staff where the forecast went wrong and fix it with them, a slow fix only next season proves',
        ],
      },
    ],
  },
  {
    key: 'client-asks-for-new-service',
    category: 'Hustler',
    fits: [...TRADES, ...AGENCIES],
    setup: 'You run {business}, and a good client asks whether you could also take on a related service you have never offered.',
    stakes: [
      {
        text: 'They need it within a month. What do you do?',
        options: [
          'Agree to the work and plan it as an offer for other clients too, before it has worked once',
          'Send a written scope, price and timeline for this client only, with no subcontractors',
          "Take the job and subcontract the parts you cannot do yet, which means managing someone else's work",
          'Let the client know you will take it on only once you can do it right, though they may go elsewhere',
          'Make the offer jointly with a firm that already does this work, for this client alone',
        ],
      },
      {
        text: 'A rival already offers that service. What do you do?',
        options: [
          "Put together a fuller offer than the rival's, rather than competing on price",
          'Agree to a small first job at a fixed price before you hire anyone for it',
          'Start the service at a lower price than the rival, at the cost of your margin',
          "Take the job if you can match the rival's know-how, which means hiring someone who knows the work",
          'Let the client choose between you and the rival after an open talk, though you may lose the work',
        ],
      },
      {
        text: 'Your team is already at full capacity. What do you do?',
        options: [
          'Offer the work through a hire who might grow it into a second team, which costs a salary now',
          "Use your bookings to find a free fortnight and offer the work for then, risking the client's patience",
          'Agree to the service and add evening hours for a month, which tires a team already at capacity',
          "Start once your team finishes current work, at the cost of the client's month",
          'Bring in a freelancer your team knows and trusts, rather than working evenings',
        ],
      },
    ],
  },
  {
    key: 'hotel-group-wants-your-products',
    category: 'Hustler',
    fits: ['chocolate-maker', 'coffee-roastery', 'tea-company', 'skincare-brand', 'ceramics-studio', 'stationery-brand'],
    setup: 'You run {business}, and a hotel group asks to put your products in its 40 hotels, with the first delivery in a month.',
    stakes: [
      {
        text: 'The order is three times your usual monthly volume. What do you do?',
        options: [
          'Give the hotel deal its own production line and staff, rather than stretching the one you have',
          'Offer a first delivery to ten hotels and scale up only if the order repeats, which costs you the full deal',
          'Use night shifts and temporary staff to deliver to all 40 hotels, risking faults on the first run',
          'Agree to deliver what you can make to your usual level, which may lose the larger order',
          'Join with a couple of other makers to share the order, at the cost of part of the profit',
        ],
      },
      {
        text: 'They want your products in plain packaging without your name. What do you do?',
        options: [
          'Set up a second label for hotels and other large buyers, even if it competes with your own',
          'Give them plain packaging for a first order while you check what it does to your other sales',
          'Offer plain packaging at a higher price, which costs you the brand exposure',
          'Use plain packaging and keep your own recipe and finish, risking that the hotels get credit for it',
          'Agree if the hotels let guests know who makes the products, which they may refuse',
        ],
      },
      {
        text: 'They want a 25% discount for the volume. What do you do?',
        options: [
          "Put the discount into a long deal that grows with the group's new hotels, so you earn less now",
          'Set the discount only if your unit costs still leave a margin at triple volume, even if they push back',
          'Give them 25% off and sell branded gifts on top to make it back, while you scale up',
          'Offer a 10% discount with no change to what you deliver, which costs you the larger deal',
          'Use the discount as a reason to ask for a three-year deal, risking the hotels walking away',
        ],
      },
    ],
  },
  {
    key: 'staff-ill-in-busiest-week',
    category: 'Hustler',
    fits: [...VENUES, ...SHOPS, ...TRADES, ...LOGISTICS],
    setup: 'You run {business}, and three of your staff are ill during your busiest week of the season.',
    stakes: [
      {
        text: 'Customers have already booked or ordered. What do you do?',
        options: [
          'Keep every booking and try a simpler way of serving for the week, and accept some complaints',
          'Put orders in order of value and move the lowest to next week, so some customers wait',
          'Bring in temporary help from an agency this afternoon, even if they need supervision all week',
          'Cut the list to what the remaining staff can still make well, though some customers will be disappointed',
          'Offer customers the option to move their booking with a small gift, which costs you part of the week',
        ],
      },
      {
        text: 'The remaining staff are already working long hours. What do you do?',
        options: [
          "Ask a partner firm to take part of the week's work, and plan a shared pool for future peaks",
          "Keep to safe shift lengths and accept fewer orders, losing part of the week's income",
          'Put yourself on the longest shifts and pay staff extra for the week, at a cost to its profit',
          'Limit orders to what the team can do right, even if it turns customers away',
          'Let the team decide how to spread the extra work, while you cover the gaps yourself',
        ],
      },
      {
        text: 'A rival offers to lend you two of its staff. What do you do?',
        options: [
          'Make it the start of a shared staff pool with the rival for busy weeks, leaving both firms more exposed',
          'Ask what the loan costs and what the pair can do before you say yes, losing a day of the busy week',
          'Take up the offer and put the two staff to work at once, and accept that they see how you work',
          'Put the borrowed staff on simple tasks, so your own team still carries the harder work',
          'Accept with thanks and offer the rival the same in their busy week, even if it costs you later',
        ],
      },
    ],
  },
  {
    key: 'conference-speaker-drops-out',
    category: 'Hustler',
    fits: ALL_BUT_CARE,
    setup: 'You run {business}, and the organisers of a large industry conference ask you to replace a speaker who has dropped out, two days from now.',
    stakes: [
      {
        text: 'You have never spoken at a large event. What do you do?',
        options: [
          'Use the talk to set out where your industry is going, not your own story',
          'Make your talk a short account of one job with your own numbers',
          'Say yes at once and speak from your own stories, learning on stage as you go',
          'Keep the talk to what you know inside out, and rehearse every line',
          'Put two of your team on stage with you, so the credit is shared',
        ],
      },
      {
        text: 'Your team has an important delivery that same day. What do you do?',
        options: [
          'Take the slot and speak about the work you are building next, leaving the delivery to others',
          'Let the deputy run the delivery with a clear checklist, though it is their first big one',
          'Go in for the talk and come straight back for the delivery, leaving both of them at risk',
          'Ask the organisers for an early slot so you can be back for the delivery, which they may refuse',
          'Leave the delivery with the team and send a colleague to speak in your place',
        ],
      },
      {
        text: 'The organisers cannot pay any fee or costs. What do you do?',
        options: [
          'Start a talk series of your own from this first one, at the cost of months of your time',
          'Go only if the leads the talk might bring outweigh the travel and lost work',
          'Let the talk pay for itself by meeting buyers at the event, though you may come back empty-handed',
          'Make the trip short and prepare every slide yourself, leaving the networking to others',
          'Ask the organisers for free places for two of your staff instead of a fee',
        ],
      },
    ],
  },
  {
    key: 'client-must-spend-budget',
    category: 'Hustler',
    fits: [...AGENCIES, ...BUSINESS_SOFTWARE, ...MAKERS],
    setup: 'You run {business}, and a large client has unspent budget that must be used before its financial year ends in three weeks.',
    stakes: [
      {
        text: 'Your team is busy with other clients. What do you do?',
        options: [
          'Agree a yearly programme with the client, a commitment far larger than the budget covers',
          'Offer a small fixed-price job that fits your capacity, with no partner firm involved',
          'Take the whole budget and bring in freelancers to do the work, which means managing new people',
          'Let the client spend part of the budget on work you can do right, though they may want more',
          'Make the offer with a partner firm that has spare capacity, leaving them part of the fee',
        ],
      },
      {
        text: 'A rival has already sent them a proposal. What do you do?',
        options: [
          'Propose a different sort of work for next year, rather than fighting over this budget',
          'Agree to send a costed proposal within a couple of days, though the rival may close first',
          "Call the client and beat the rival's offer on price, at the cost of your margin",
          'Take the time to write a thorough proposal, which means you may be too late',
          'Offer to divide the work with the rival if that suits the client, though you may end up with less',
        ],
      },
      {
        text: 'Your own cash is tight this quarter. What do you do?',
        options: [
          'Offer a larger job paid in advance, which costs you capacity next quarter',
          'Take only work that pays before the quarter ends, rather than half up front',
          'Agree to the job and ask for half up front, which the client may refuse',
          'Take on only the work your team can complete to your level this quarter',
          "Take the job with your team's agreement on the extra hours",
        ],
      },
    ],
  },
  {
    key: 'key-contact-moves-to-rival-company',
    category: 'Hustler',
    fits: [...AGENCIES, ...BUSINESS_SOFTWARE, ...LOGISTICS, ...MAKERS],
    setup: 'You run {business}, and your contact at your biggest client has moved to one of its competitors and invites you to pitch there.',
    stakes: [
      {
        text: 'Your contract with the current client lets you work for its competitors. What do you do?',
        options: [
          'Pitch your contact work that neither company has asked for, while both of them watch',
          'Offer to pitch only after a call with your current client, which costs you a couple of days',
          "Use the invite to pitch next week, risking your current client's goodwill",
          'Agree to pitch for the work your team can deliver to both clients as you should, a smaller pitch',
          'Start by telling your current client openly of the invite, at the cost of a quick pitch',
        ],
      },
      {
        text: 'The current client has asked you to stay loyal. What do you do?',
        options: [
          'Set up an offer for the competitor that does not compete with the current work, even if both dislike it',
          'Give yourself a week to weigh up both clients before you answer either, while they wait',
          'Offer the current client a better deal for loyalty and pitch the other anyway',
          'Use the request to deepen your work for the current client, risking the new opportunity',
          'Agree to stay loyal in return for a longer contract, and explain to your contact why',
        ],
      },
      {
        text: "Your contact's new employer is twice the size of your current client. What do you do?",
        options: [
          'Put the pitch forward as the start of a larger firm, so you outgrow your current client',
          'Set out what losing the current client would cost before you pitch, even if the window closes',
          'Put everything into the pitch next week and hire if you win, while your current work waits',
          'Offer to take on a small job first to prove your work, which costs you the larger deal',
          'Use your contact to learn what the new firm needs before you pitch, risking a later answer',
        ],
      },
    ],
  },
  {
    key: 'both-rivals-raise-prices',
    category: 'Hustler',
    fits: [...SHOPS, ...TRADES, ...VENUES, ...LOGISTICS],
    setup: 'You run {business}, and your two main rivals have just raised their prices by 15%.',
    stakes: [
      {
        text: 'Your own costs have risen by about 8%. What do you do?',
        options: [
          'Keep your prices and use the gap to reach customers you have not served, and accept thinner margins',
          'Put up prices by 8% to match your costs, so you keep your margin but gain no advantage',
          'Set your prices 5% higher and advertise that you are cheaper than the rivals, even if margins stay slim',
          'Give customers better service at a 10% price rise, while you explain the difference',
          'Offer loyal customers the old price for a year, which costs you part of the margin',
        ],
      },
      {
        text: 'Your team is already busy most days. What do you do?',
        options: [
          'Raise prices and use the extra to hire this quarter for an offer you do not have yet',
          'Keep your prices and plan the week around existing orders, and accept missing new customers',
          'Put prices up by 10% and take new customers only at the higher price, so some regulars leave',
          'Start a waiting list for new customers and keep every job as it should be',
          'Give your team a cut of the extra income each quarter, while you hire slowly',
        ],
      },
      {
        text: "Customers are complaining online about the rivals' prices. What do you do?",
        options: [
          'Make your pricing the centre of how you present the brand, leaving you open if costs rise later',
          'Ask a handful of the complaining customers what they would pay before you change anything, which takes days',
          'Keep your prices and post a couple of offers aimed at the unhappy customers, and note who answers',
          'Put your work forward instead of your price, to win customers who value what they get',
          'Set up a loyalty scheme that rewards customers who switch to you, even if it costs you margin',
        ],
      },
    ],
  },
];
