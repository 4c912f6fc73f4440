import {
  AGENCIES,
  ALL_BUT_CARE,
  APPS,
  BRANDS,
  BUSINESS_SOFTWARE,
  FARMS,
  FOOD_MAKERS,
  LOGISTICS,
  MAKERS,
  SCHOOLS,
  SHOPS,
  TRADES,
  VENUES,
  type Situation,
} from '../builtin-grammar';

/** Situations that reward structure and careful trade-offs: prices, costs, contracts, capacity. */
export const PRAGMATIST_SITUATIONS: readonly Situation[] = [
  {
    key: 'main-supplier-raises-prices',
    category: 'Pragmatist',
    fits: [...FOOD_MAKERS, ...BRANDS, 'restaurant', 'cafe', 'furniture-workshop', 'ceramics-studio'],
    setup: 'You run {business}, and your main supplier will raise its prices by 30% from next month.',
    stakes: [
      {
        text: 'You have about six weeks of cash. What do you do?',
        options: [
          'Switch your range this month to products that barely use that supply, without warning your regulars first',
          'See which products still earn at the new price before the next order, rather than switching your range',
          "Call every other supplier you know and take the best offer by the month's end, without checking what earns",
          'Stay with the supplier for the goods your name rests on and pay more, while cheaper offers go to others',
          'Warn your regulars of the rise and ask them to order ahead, leaning on goodwill more than finish',
        ],
      },
      {
        text: 'Your biggest customer has a fixed-price contract with you until December. What do you do?',
        options: [
          'Offer that customer a fresh deal with prices tied to your costs, before putting a figure on the loss',
          'Put a figure on the loss until December and cut costs bit by bit, rather than winning other buyers',
          'Win other buyers at the old prices to spread the loss, with no savings found in how you make things',
          'Honour the contract and find savings in how you make things, without explaining the rise to the customer',
          'Go and see the customer and agree to share the rise from January, rather than asking for a fresh deal',
        ],
      },
      {
        text: 'A rival nearby buys from another supplier and has kept its prices. What do you do?',
        options: [
          'Rework your products to use less of the dear supply, and let the rival match you on price meanwhile',
          'Spend a month on your costs, line by line, before you change a single price for buyers',
          "Switch to the rival's supplier and match their prices from Monday, without asking customers what matters",
          'Keep your supplier and let buyers taste the difference for themselves, with no change to the products',
          'Ask a dozen of your best customers what matters most and follow their answer, before costing it line by line',
        ],
      },
    ],
  },
  {
    key: 'bank-offers-expansion-loan',
    category: 'Pragmatist',
    fits: [...FOOD_MAKERS, ...MAKERS, ...VENUES, ...SHOPS, ...TRADES, ...LOGISTICS, ...SCHOOLS],
    setup: 'You run {business}, and your bank offers you a loan of twice your yearly profit to expand.',
    stakes: [
      {
        text: 'The offer expires at the end of the month. What do you do?',
        options: [
          'Take it and open in the region you have had your eye on, with nothing left for a finer workshop',
          'Ask the bank for a few more weeks to draw up a cash plan, even if the offer lapses',
          'Take half the amount and put it into your best-selling product, and leave the new region for later',
          'Borrow just what a finer workshop and tools would cost this year, with no cash plan beyond that',
          'Take it to hire and train young people from the area as you grow, rather than backing your best seller',
        ],
      },
      {
        text: 'Interest rates are expected to rise next year. What do you do?',
        options: [
          "Borrow the full amount at today's rate and build the business you want, without a partner to share it",
          'Work out the repayments at two points higher and borrow only that much, a smaller firm than you planned',
          'Fix the rate before the month ends and start the expansion straight away, before working out the repayments',
          'Take a modest loan for the one machine that pays for itself, and leave the expansion to rivals',
          "Borrow less and expand alongside a partner firm you trust, giving up a cut of any new machine's savings",
        ],
      },
      {
        text: 'Your business partner is against any new debt. What do you do?',
        options: [
          'Show your partner where the business might be in five years with the loan, before agreeing any goals',
          'Agree with your partner on three goals the plan must meet before borrowing, instead of a quick test loan',
          'Offer to take a small loan for one project this quarter and guarantee it yourself, with no time to refine it',
          'Skip the loan and grow from profits by refining what you already make, without putting it to a vote',
          'Put the loan to your partner and key people and let the majority decide, even if it rules out the bigger future',
        ],
      },
    ],
  },
  {
    key: 'retiring-rival-sells-client-list',
    category: 'Pragmatist',
    fits: [...AGENCIES, ...TRADES, ...SHOPS, ...LOGISTICS, 'dental-practice', 'vet-clinic', 'pharmacy'],
    setup: 'You run {business}, and the owner of a rival firm is retiring and offers to sell you the business and its clients.',
    stakes: [
      {
        text: 'The asking price equals two years of your profit. What do you do?',
        options: [
          'Buy it and merge both firms with a broader offer, paying the full price rather than part from revenue',
          'Go through their books and estimate which clients would stay before you bid, without looking at their jobs',
          'Offer a lower price with part of it paid from future revenue, with no promise to keep their people',
          'Buy it if their past jobs stand up to a close look, rather than building a broader firm from it',
          'Buy it if their people can keep their jobs, at a cost you have not worked out against their books',
        ],
      },
      {
        text: 'Another buyer has already made an offer. What do you do?',
        options: [
          'Offer the owner a stake in the joined business and a seat as adviser, rather than winning clients one by one',
          'Stick to the price your own sums support, without asking what matters to the owner',
          'Make a higher offer that closes in days, paying more than a stake and a seat would cost',
          'Let the deal go and win their clients one by one as their jobs come up, with no higher offer made',
          "Find out what matters to the owner's people and clients, and shape your offer on it while others bid",
        ],
      },
      {
        text: 'Their clients are mostly older people who value personal service. What do you do?',
        options: [
          'Buy it and offer those clients a way of being served at home, though the founder will not introduce you',
          'Call a sample of clients before buying to learn who would stay, rather than offering home visits',
          'Buy it and meet as many of their clients as you can in person, without calling a sample first',
          'Buy it and run their jobs their way while you learn each client, meeting fewer of them each week',
          'Buy it and pay the retiring founder to introduce you to each client, rather than changing how they are served',
        ],
      },
    ],
  },
  {
    key: 'client-pays-ninety-days-late',
    category: 'Pragmatist',
    fits: [...AGENCIES, ...MAKERS, ...LOGISTICS, ...TRADES, ...BUSINESS_SOFTWARE],
    setup: 'You run {business}, and your second-largest client has started paying its invoices 90 days late.',
    stakes: [
      {
        text: 'You need that money to pay your own suppliers next month. What do you do?',
        options: [
          'Switch every client to paying in advance, with no cash plan to cover the change',
          'Map your cash week by week and ask your suppliers for 30 more days, with no discount offered for payment',
          "Phone the client's director and offer 3% off for payment this week, with your own invoices still unchecked",
          "Tighten your invoices and proof of delivery against any query, without meeting the client's founder",
          "See the client's founder this week to understand their strain, instead of moving everyone to advance pay",
        ],
      },
      {
        text: 'The client says its own customers are paying late too. What do you do?',
        options: [
          'Offer the client help getting paid sooner as a service you charge for, with no invoices sold to a lender',
          'Set a credit limit from their payment history and revisit it monthly, before taking on the extra work',
          'Sell the unpaid invoices to a lender, paying a fee on each, rather than smaller invoices agreed with them',
          'Keep doing the same careful job for them while chasing payment, without selling them anything new',
          'Agree smaller, more frequent invoices with the client, before any credit limit is set',
        ],
      },
      {
        text: 'The client plans to double its orders next year. What do you do?',
        options: [
          'Offer to share risk and profit on the extra work, with more work than your practised people can take',
          "Model a year of double orders paid late and agree the volume you can fund, without the client's managers",
          'Accept the larger orders and sell the invoices to a lender, rather than offering to share the risk',
          'Take on just the extra jobs your most practised people can handle, before modelling the cash',
          "Plan the growth with the client's managers around their cash problem, rather than selling the invoices",
        ],
      },
    ],
  },
  {
    key: 'costs-up-prices-unchanged',
    category: 'Pragmatist',
    fits: [...VENUES, ...SHOPS, ...TRADES, ...SCHOOLS],
    setup: 'You run {business}, and your costs have risen 12% in a year while your prices have not changed.',
    stakes: [
      {
        text: 'A rival has just raised its prices by 10%. What do you do?',
        options: [
          'Introduce memberships or another way of charging this month, while long-time customers keep old prices',
          'Raise prices on a handful of products for a month and watch what customers do, rather than a new way of charging',
          "Keep your prices and go after the rival's customers while they are annoyed, before you know what each one earns",
          "Raise your prices and add something customers notice in every order, without going after the rival's customers",
          'Hold prices for long-time customers and raise them for new ones, with nothing extra added to the orders',
        ],
      },
      {
        text: 'Many of your customers are on tight budgets this year. What do you do?',
        options: [
          'Split what you sell into a basic offer and a premium one, before you know which earns least',
          'Go through the margins this quarter and drop whatever earns least, rather than a promotion to win more',
          'Run a promotion to win more customers on the current price, with less time for each one',
          'Raise prices and give each customer more time and attention, with no discount for those who cannot pay',
          'Raise prices for those who can pay more and keep a discount for the rest, rather than a premium offer',
        ],
      },
      {
        text: 'Your staff have asked for a pay rise. What do you do?',
        options: [
          'Rethink how you charge so better pay is part of the price, rather than a 10% rise this week',
          'Work out what rise the business can afford at each price level, without tying it to training',
          'Give a rise and put prices up by 10% to pay for it, rather than explaining it to customers first',
          'Give a rise tied to training that lifts the work, before anyone has rethought how you charge',
          'Give a rise straight away from your own margin and explain it to customers, with no price levels worked out',
        ],
      },
    ],
  },
  {
    key: 'landlord-offers-two-leases',
    category: 'Pragmatist',
    fits: ['restaurant', 'cafe', 'fitness-studio', 'climbing-gym', ...SHOPS, ...SCHOOLS, 'furniture-workshop', 'ceramics-studio', 'dental-practice', 'physio-clinic', 'vet-clinic'],
    setup: 'You run {business}, and your landlord offers a ten-year lease at 20% more rent, or two years at 35% more.',
    stakes: [
      {
        text: 'You must answer within three weeks. What do you do?',
        options: [
          'Use the decision to rethink where and how you work, rather than rebuilding the premises you have',
          'Run both leases through a low and a high sales case before answering, without the other tenants',
          'Push the landlord for better terms on the long lease, while others look further afield',
          'Sign for ten years and rebuild the premises around your work, with no sales case run first',
          'Sign for two years and start talking with the other tenants on buying the building, rather than pushing for terms',
        ],
      },
      {
        text: 'A cheaper space is free two streets away, but it needs work. What do you do?',
        options: [
          'Move and fit the space for how you want to work in ten years, without asking customers and staff',
          'Price the fit-out and the trade lost during a move and pick the cheaper lease, rather than planning ten years ahead',
          'Use the cheaper space to press your landlord for a lower rent, before you have priced a move',
          'Move and fit out the space with care, closing for longer than a quick bargain would need',
          'Ask your customers and staff how a move would affect them, and give that more weight than a careful fit-out',
        ],
      },
      {
        text: 'Your sales are growing, but you are unsure the area will stay popular. What do you do?',
        options: [
          'Take the short lease and plan a move to the area you expect to boom next, before studying its plans',
          "Study the area's plans and passing trade for a month, rather than fixing the price on the long lease",
          'Take the long lease to fix the price and grow fast while the area is busy, with no equipment to take away',
          'Take the short lease and spend the savings on equipment you can take with you, without the other tenants',
          'Join the other tenants to negotiate the rent as one voice, rather than planning a move elsewhere',
        ],
      },
    ],
  },
  {
    key: 'big-order-at-thin-margin',
    category: 'Pragmatist',
    fits: [...MAKERS, ...FOOD_MAKERS],
    setup: 'You run {business}, and a large buyer offers an order that would fill your capacity for six months at a 5% margin.',
    stakes: [
      {
        text: 'Your other customers would have to wait much longer. What do you do?',
        options: [
          'Take the order and use it to open a plant for buyers of that size, without asking for more than 5%',
          'Cost the order with the regulars you would lose counted in, while careful work for them stays on hold',
          'Take it and ask the buyer for 8% instead of 5% in a year, without a word to the customers kept waiting',
          'Turn it down and keep your hours for customers who pay for work done with care, and build no new plant',
          'Take half of it and phone each regular customer to explain the wait, before costing what you lose',
        ],
      },
      {
        text: 'Your bank wants proof of steady income before renewing your loan. What do you do?',
        options: [
          'Sign and borrow against the contract for a larger plant, a bet no three-year record supports',
          'Show the bank your income with and without the order for the coming half year, before you sign',
          'Sign and take the contract to the bank the same day, living with a thin margin while the plant stays a plan',
          'Decline, and show the bank three years of steady income from the buyers you know, with no new forecast',
          'Sign only if the buyer commits for two years so your staff have steady work, rather than taking it today',
        ],
      },
      {
        text: 'The buyer wants the right to inspect your site at any time. What do you do?',
        options: [
          'Make their inspection rules a service you sell to other buyers, before asking staff about the visits',
          'Count the hours the visits take and agree set dates for them, rather than selling the rules on',
          'Agree to every term to win the order, before you know what the visits cost in hours',
          'Agree, and use their inspections to tighten your own checks, even if the order is won on thin terms',
          "Agree only to visits that respect your staff's working hours, without tightening your own checks",
        ],
      },
    ],
  },
  {
    key: 'hiring-a-general-manager',
    category: 'Pragmatist',
    fits: ALL_BUT_CARE,
    setup: 'You run {business}, you work 60 hours a week, and you could hire a general manager for a third of your profit.',
    stakes: [
      {
        text: 'Your best employee hopes to get the role. What do you do?',
        options: [
          'Hire from outside and spend your time on where the firm goes next, with no written role to measure them by',
          'Write down the role and interview your employee beside outsiders over months, rather than a quick promotion',
          'Give your employee the role from Monday and coach them on the job, without a year of showing them the ropes',
          'Spend a year showing your employee every part of the role before handing over, with no say for the staff',
          'Promote your employee and let the staff shape the role with them, rather than hiring for the next stage',
        ],
      },
      {
        text: 'Your profit fell last year. What do you do?',
        options: [
          'Hire the manager anyway and use your freed time to find growth, with a part-time option left aside',
          'Hold the hire until two quarters of profit have recovered, without fixing what lost money first',
          'Hire a part-time manager for the heaviest tasks from next month, while your people get no raise',
          'Keep running it yourself and fix what lost money first, instead of hiring for the next stage',
          "Share the manager's tasks across your staff with a raise for each, rather than waiting for profit to pick up",
        ],
      },
      {
        text: 'You have never handed over control before. What do you do?',
        options: [
          'Hire someone who will run it differently from you, without months of working side by side',
          'Hand over one area at a time over six months, each with figures to hit, with no say for the team',
          'Hire someone from outside and hand over one whole area from day one, rather than a new way of running it',
          'Work beside the new manager for months until they run things your way, before any targets are set',
          'Let your people pick the manager and agree the first targets with them, rather than handing over a whole area',
        ],
      },
    ],
  },
  {
    key: 'one-client-is-half-of-revenue',
    category: 'Pragmatist',
    fits: [...AGENCIES, ...MAKERS, ...LOGISTICS, ...BUSINESS_SOFTWARE],
    setup: 'You run {business}, and a single client now brings 55% of your revenue.',
    stakes: [
      {
        text: 'The client asks for a three-year exclusive deal. What do you do?',
        options: [
          'Decline and aim your offer at a broad field of smaller clients, though your staff lose steady work',
          'Look at your revenue with and without the deal across its length, while the field of smaller clients waits',
          'Come back with one year on better terms and use it to win other clients, before working out the revenue',
          'Sign and go so deep into their work that you are hard to replace, while other clients go unwon',
          'Sign only if your staff can still serve other clients, rather than going deeper into this one',
        ],
      },
      {
        text: 'Your new sales manager wants to cut prices to win other clients. What do you do?',
        options: [
          "Go after another type of client with an offer made for them, with no plan for the big client's share",
          'Aim to bring the big client below 40% in two years and set prices from that plan, with no cuts this season',
          'Let the sales manager cut prices for three months to win clients, without showing the depth of your work',
          'Hold your prices and show other clients the depth of what you deliver, without asking your people first',
          'Ask the people who know the work best which clients to go after, before looking at another type of client',
        ],
      },
      {
        text: "The client's new director is reviewing all suppliers. What do you do?",
        options: [
          'Offer to take over more of their work than you do now, rather than a small discount to keep it',
          'Send the director a one-page summary of what you have saved them, while your practised people stay on other jobs',
          'Meet the director with more work at a small reduction, without asking your contacts there what matters',
          'Put your strongest people on their jobs for the next three months, rather than offering more services',
          'Ask your contacts there what the review means for them and help where you can, before sending figures',
        ],
      },
    ],
  },
  {
    key: 'clients-want-fixed-prices',
    category: 'Pragmatist',
    fits: [...AGENCIES, ...TRADES],
    setup: 'You run {business}, and clients increasingly ask for fixed prices instead of your hourly rates.',
    stakes: [
      {
        text: 'Clients say your hourly bills are hard to predict. What do you do?',
        options: [
          'Move a couple of clients to a monthly fee for a set amount of work, leaving hourly records behind',
          'Go through your recent jobs to set fixed prices that hold, rather than sharing overruns with clients',
          'Offer fixed prices with a 20% buffer built in, before moving anyone to a monthly fee',
          'Keep hourly rates and send clients a clear record of every hour, before any fixed price is set',
          'Agree fixed prices and split any savings or overruns with each client, with no buffer built in',
        ],
      },
      {
        text: 'A rival now wins jobs by quoting fixed prices. What do you do?',
        options: [
          'Offer clients a fee tied to the results they get, before calling any of them to ask',
          'Price your next ten jobs both ways and keep the method that wins more, rather than a fee tied to results',
          'Match their fixed prices on small jobs and absorb any overrun, without pricing the jobs both ways',
          'Keep hourly rates for complex jobs where the detail matters, and let rivals match prices on the simple ones',
          'Call your regular clients to hear their views before you change, with detailed jobs left as they are',
        ],
      },
      {
        text: 'Your team worries that fixed prices will mean unpaid overtime. What do you do?',
        options: [
          'Remake the jobs as fixed packages so overtime is no longer needed, with no cap agreed in the meantime',
          'Cap the extra hours on each job and look at the totals with the team monthly, while rivals start fixed prices',
          'Switch to fixed prices next week and cover any extra hours from the extra sales, before estimates are taught',
          'Teach the team to estimate each job closely before you switch, rather than letting them set the prices',
          'Have your people set the prices and the overtime limits with you, before the jobs are remade as packages',
        ],
      },
    ],
  },
  {
    key: 'city-charges-diesel-vans',
    category: 'Pragmatist',
    fits: [...LOGISTICS, ...TRADES],
    setup: 'You run {business}, and from next year the city will charge diesel vans a daily fee to enter the centre.',
    stakes: [
      {
        text: 'Your eight diesel vans are all less than four years old. What do you do?',
        options: [
          'Serve the inner city from small hubs with cargo bikes, and rent nothing electric in the meantime',
          'Price each route with the fee against replacing its van early, with no better routes planned',
          'Move the diesel vans to jobs outside the centre and rent electric ones, before the drivers are asked',
          'Keep the vans and cut trips with better planned routes, rather than hubs and cargo bikes',
          'Plan the change with your drivers and clients, before pricing each route or renting a single van',
        ],
      },
      {
        text: 'Electric vans cost twice as much, but the city offers a grant. What do you do?',
        options: [
          'Switch every van and sell yourself as the clean option, without learning to run one first',
          'Set the grant, running costs and resale values side by side, rather than applying with other firms',
          'Apply for the grant and order two vans before the month is out, rather than switching the whole fleet',
          'Switch one van at a time and learn to run them right, with no five-year figures behind it',
          'Apply jointly with other small firms for one charging site, rather than ordering vans this week',
        ],
      },
      {
        text: 'A rival has already switched its whole fleet. What do you do?',
        options: [
          'Stop driving into the city and hand that work to a cargo-bike partner, before asking clients',
          "Watch the rival's costs and prices for a season, rather than handing the work to a partner",
          "Buy used electric vans and match the rival's fleet in weeks, before seeing what the switch costs them",
          'Keep your vans and win on punctual service done with care instead, rather than matching the rival',
          "Ask the clients you know best what they value before you switch, while the rival's service improves",
        ],
      },
    ],
  },
  {
    key: 'group-discount-site-offer',
    category: 'Pragmatist',
    fits: [...VENUES, 'tour-operator'],
    setup: 'You run {business}, and a group-discount website offers to bring you 500 new customers at half price.',
    stakes: [
      {
        text: 'The website keeps half of what those customers pay. What do you do?',
        options: [
          'Decline and set up a scheme that rewards customers who bring friends, without estimating who would return',
          'Estimate what share of deal customers would return at full price before you answer the website',
          'Accept for one month and sell extras to every deal customer, with no time to make each visit worth more',
          'Decline and make each visit worth the full price instead, rather than welcoming deal customers',
          'Accept and teach staff to turn deal customers into regulars with a warm welcome, rather than a scheme of your own',
        ],
      },
      {
        text: 'Your quiet months start in four weeks. What do you do?',
        options: [
          'Use the quiet months for a new kind of offer, rather than booking every slot at a discount',
          'Work out how many deal customers would cover your fixed costs in those months, before you sign',
          'Accept the deal for the quiet months and book every slot, leaving regulars at full price',
          'Decline and use the quiet months to train staff and lift your offer, rather than an offer you have never run',
          'Accept and give regulars the same price in the quiet months too, before working out the costs',
        ],
      },
      {
        text: 'Your regular customers would see the discount online. What do you do?',
        options: [
          'Run the deal under another name aimed at another crowd, before asking any regulars what they think',
          'Ask 30 regulars what they would think of the deal first, even if the website moves on',
          'Accept the deal and send regulars a thank-you offer the same day, rather than a separate name for it',
          'Decline, since a half-price deal may cheapen how people see your work, without asking regulars',
          'Tell your regulars yourself before it goes online and give them first choice of slots, rather than a gift',
        ],
      },
    ],
  },
  {
    key: 'co-founder-wants-out',
    category: 'Pragmatist',
    fits: [...BUSINESS_SOFTWARE, ...APPS, ...AGENCIES, ...BRANDS],
    setup: 'You run {business}, and your co-founder wants to leave and asks you to buy back their 40% share.',
    stakes: [
      {
        text: 'You do not have the cash to pay them now. What do you do?',
        options: [
          'Offer their share to a partner who can open markets the two of you never reached, rather than to your employees',
          'Agree to buy the share in payments spread over three years, with no new partner or market in view',
          'Ask two of your biggest customers to prepay for a year and pay your co-founder from that, before any sums are done',
          'Stay small and pay from profit year by year, rather than chasing prepayments from customers',
          'Offer the stake to your longest-serving staff on easy terms, even if work slows while they learn to own it',
        ],
      },
      {
        text: 'An investor has offered to buy the share instead. What do you do?',
        options: [
          'Welcome the investor and plan the bigger company their money could pay for, before valuing the offer',
          "Have the investor's offer and your own buyback valued first, while they could be signing clients for you",
          'Accept the investor and use their contacts to sign new clients, without keeping the running of the work',
          'Accept if the investor leaves the running of the work to you, before you have met them with your managers',
          'Meet the investor with your co-founder and managers before anyone signs, rather than planning big',
        ],
      },
      {
        text: 'Most of the team was hired by your co-founder. What do you do?',
        options: [
          'Reshape the roles for what the business will need in five years, with no reward for staying',
          'Ask every team member how the change affects their plans, rather than working beside each of them',
          'Give the key people a cash reward for staying so nobody walks out, before asking them what they want',
          'Work beside each team member over the coming months to learn their jobs, with roles left as they are',
          'Ask your co-founder to stay on for three months to hand the team over, with no budget for leavers',
        ],
      },
    ],
  },
  {
    key: 'grant-needs-three-hires',
    category: 'Pragmatist',
    fits: [...MAKERS, ...FOOD_MAKERS, ...FARMS],
    setup: 'You run {business}, and a regional grant would pay half the cost of new equipment if you hire three people within a year.',
    stakes: [
      {
        text: 'Your orders are steady but not growing. What do you do?',
        options: [
          'Take the grant and hire three people for the range you have long wanted to make, with no smaller machine to fall back on',
          'Apply only if three more staff pay for themselves on current orders, rather than hiring apprentices',
          'Take the grant and put the three hires straight on sales, selling what you already make',
          'Skip the grant and buy a smaller machine you can afford alone, without working out what three hires would bring',
          'Apply and fill the three jobs with apprentices from the area, rather than hiring people to sell',
        ],
      },
      {
        text: 'The application needs a detailed plan by the end of the month. What do you do?',
        options: [
          'Write a plan for the business you want in five years, without drafting it with your staff',
          'Spend two weeks on a plan with costs, hires and orders for each month, rather than a grand vision',
          'Hire a grant writer to draft the plan in days, at a fee you pay even if no costs are checked',
          'Draft the plan yourself line by line and apply in the next round instead, rather than paying a writer',
          'Draft the plan with your people so it reflects the real work, though no one checks it line by line',
        ],
      },
      {
        text: 'The equipment would cut the work of two current staff. What do you do?',
        options: [
          'Put the two staff on the extra work the equipment makes possible, before measuring the hours it saves',
          'Learn how many hours the equipment really saves before deciding any roles, while the extra output goes unsold',
          'Buy it and put the two staff on selling the extra output, without teaching them to run it',
          'Teach the two staff to run and maintain the equipment, without asking what they would want to do',
          'Let the two staff hear it first and plan their next roles with them, rather than new roles you design',
        ],
      },
    ],
  },
  {
    key: 'delivery-apps-take-thirty-percent',
    category: 'Pragmatist',
    fits: ['restaurant', 'cafe', 'bakery', 'grocery', 'florist'],
    setup: 'You run {business}, and delivery apps now bring 40% of your orders but keep 30% of each sale.',
    stakes: [
      {
        text: 'Your profit on delivery orders is close to zero. What do you do?',
        options: [
          'Start your own delivery kitchen with its own menu, while raising app prices might have done it tonight',
          'Cost every dish sold through the apps and drop the losers, while the dishes that travel well stay unsorted',
          'Raise app prices by 15% tonight and see who still orders, without asking the restaurants on your street',
          'Deliver the dishes that travel well and stop the rest, rather than a delivery kitchen of your own',
          'Join other restaurants on your street to run one courier, before costing what each dish earns',
        ],
      },
      {
        text: 'One app offers a lower fee if you sell only through it. What do you do?',
        options: [
          'Decline and put your effort into your own ordering site, while how the food arrives stays the same',
          'Set the lower fee beside the orders the other apps bring for three months, before asking regulars',
          'Take the lower fee and put all your effort behind that app, rather than an ordering site of your own',
          'Decline and work on how your food arrives so customers order direct, with no figures on the other apps',
          'Ask your regular delivery customers which app they use before you sign, while the lower fee may go',
        ],
      },
      {
        text: 'Your staff say app orders disrupt service for customers on site. What do you do?',
        options: [
          'Move app orders to a kitchen of their own, without letting your staff decide when they stop',
          'Record when app orders clash with busy tables for a month, rather than a separate kitchen',
          'Hire a packer for the evening rush, before recording when the clashes happen',
          'Pause app orders at peak hours so every table gets its due attention, rather than hiring a packer',
          'Let your staff decide when app orders stop, even if some tables still wait at peak times',
        ],
      },
    ],
  },
  {
    key: 'few-free-trials-convert',
    category: 'Pragmatist',
    fits: [...BUSINESS_SOFTWARE, ...APPS],
    setup: 'You run {business}, and only 4% of people who start your free trial go on to pay.',
    stakes: [
      {
        text: 'You have nine months of funding left. What do you do?',
        options: [
          'Drop the trial and remake the app for one clear use, before watching where users quit',
          'Follow fifty users closely for a month and fix where most give up, rather than calling each of them',
          'Ring every user on the trial and offer a paid plan at a lower price, with the first hour still rough',
          "Put two months into making the first hour in the app flawless, without the users' ideas for the next version",
          'Invite ten trial users to plan the next version with you, rather than remaking it on your own',
        ],
      },
      {
        text: 'Your investors suggest removing the free trial. What do you do?',
        options: [
          'Replace the trial with a free level that brings in a much broader crowd, rather than selling a cheap first month',
          'Remove the trial for half of new sign-ups for six weeks and compare the groups, with the app left as it is',
          'Remove the trial and sell the first month at a low price, without asking paying customers why they stayed',
          'Keep the trial and make the app good enough that more people pay, rather than a free level for everyone',
          'Ask your paying customers why they stayed before changing anything, rather than running a test',
        ],
      },
      {
        text: 'Most trial users never finish setting up. What do you do?',
        options: [
          'Remake the app so there is nothing to set up, rather than redrawing the screens one by one',
          'Record every step where users stop this month and fix the worst first, without pairing users together',
          'Offer every new user a free setup call on day one, rather than remaking the app so no setup is needed',
          'Redraw the setup screens one by one until each is clear, with no record of where users stop',
          'Put each new user in touch with a customer already set up, rather than free calls from your team',
        ],
      },
    ],
  },
  {
    key: 'second-site-busy-or-cheap',
    category: 'Pragmatist',
    fits: ['restaurant', 'cafe', 'fitness-studio', 'climbing-gym', ...SHOPS, ...SCHOOLS, 'dental-practice', 'physio-clinic', 'vet-clinic'],
    setup: 'You run {business} and want a second site: one is on a busy main street, the other is cheaper and quieter.',
    stakes: [
      {
        text: 'Rent on the main street is twice as high. What do you do?',
        options: [
          'Take the quieter site and make it a destination people travel to, without asking regulars first',
          'Watch passing trade at both sites for two weeks, rather than making the quiet one a destination',
          'Take the main street site before another tenant does, at double the rent and with no footfall counted',
          'Take the quieter site and put the money saved into fitting it out as you want, rather than the main street',
          'Ask your regulars which site they would visit before you sign, with no fit-out money set aside',
        ],
      },
      {
        text: 'The quieter site is next to a housing area still being built. What do you do?',
        options: [
          'Sign for the quieter site and plan for the families moving in, before knowing when the homes are finished',
          'Learn when the homes will be finished and how many, rather than filling the site with builders now',
          'Take the quieter site at a lower rent and fill it with offers for the builders, rather than the high street',
          'Open on the high street and keep the quieter site in mind for later, without meeting the families',
          'Talk to the developer and the first families this week on what they need, before planning any offer',
        ],
      },
      {
        text: 'Your bank will guarantee only one year of rent. What do you do?',
        options: [
          'Sign for the main street and plan to grow into it fast, without six months free from the landlord',
          'Take the site only if its first-year sales cover two years of rent, rather than sharing with a partner',
          'Ask the landlord for six months free in return for a longer lease and sign, with no partner sharing the rent',
          'Take the cheaper site, which your profit can carry without the bank, rather than growing fast on the high street',
          'Bring in a partner business to split the site and the rent, before working out what each would earn',
        ],
      },
    ],
  },
  {
    key: 'stock-count-below-records',
    category: 'Pragmatist',
    fits: [...SHOPS, ...BRANDS],
    setup: 'You run {business}, and your year-end stock count is 8% below what your records show.',
    stakes: [
      {
        text: 'Your accountant needs final figures in two weeks. What do you do?',
        options: [
          'Use the gap to put every shelf on live scanning next year, rather than recounting by hand',
          'Recount the largest items this week and write off the rest at cost, without asking the shop floor',
          'Send the accountant your records as they stand and sort out the gap later, with no system change planned',
          "Recount every shelf yourself before you send anything, which may miss the accountant's deadline",
          'Go through the gap with the people on the shop floor and ask where stock goes, even if it takes weeks',
        ],
      },
      {
        text: 'Your staff say the stock system is hard to use. What do you do?',
        options: [
          'Replace the setup with scanners that track stock as it moves, before asking staff what they need',
          'Check which steps staff skip most this month and fix those first, rather than a whole new setup',
          'Buy the simplest scanner app and switch over, before anyone checks which steps are skipped',
          'Rewrite the stock steps so each one is clear and check them yourself weekly, rather than a quick app',
          'Let the people who use the system pick its replacement, with no one rewriting the steps meanwhile',
        ],
      },
      {
        text: 'Your bank is reviewing your overdraft next month. What do you do?',
        options: [
          'Show the bank your plan to remake how stock is tracked, with no recount to back the figures',
          'Explain the 8% gap to the bank with a recount and a fix, rather than selling stock to cut the overdraft',
          'Sell surplus stock to bring the overdraft down before the review, with the recount unfinished',
          'Hold the review until the recount is complete and exact, without your accountant there to speak for you',
          'Take your accountant with you to the bank to speak for you, rather than a plan for tracking stock',
        ],
      },
    ],
  },
  {
    key: 'everyone-pays-a-different-price',
    category: 'Pragmatist',
    fits: [...MAKERS, ...LOGISTICS, ...FOOD_MAKERS, ...AGENCIES],
    setup: 'You run {business}, and after years of one-off deals almost every customer pays a different price.',
    stakes: [
      {
        text: 'Your new sales hire cannot tell what to quote. What do you do?',
        options: [
          'Scrap individual prices and move every customer to three plans, rather than fixing exceptions as they come',
          'Sort customers by size into groups with one price band each, with no product list drawn up',
          'Give the sales hire a fixed price list to quote from tomorrow, and fix exceptions as they come up',
          'Write a clear price list by product with what each includes, rather than three plans for everyone',
          "Sit with the sales hire and go through each customer's history, rather than price bands by size",
        ],
      },
      {
        text: 'Some long-time customers pay far less than new ones. What do you do?',
        options: [
          'Put everyone on the same pricing from next year, with nothing extra given to newer customers',
          'Work out what each long-time account earns you and raise those that lose money, without seeing them first',
          'Call the long-time customers and agree a step up over six months, rather than one price for all',
          'Keep their prices and give newer customers more for what they pay, before working out what each earns',
          'See your long-time customers this week and explain the gap in person, rather than a phone call',
        ],
      },
      {
        text: 'Costs rose this year, and some accounts now lose you money. What do you do?',
        options: [
          'Drop the unprofitable accounts and aim at another type of customer, without talking costs through with them',
          'Raise prices first on the ten accounts with the lowest margin, rather than dropping them all',
          'Send a price rise to every losing account by Friday, before ranking which ones matter',
          'Keep those accounts and find ways to serve them at lower cost, rather than a price rise this week',
          'Go through your costs with each losing account and agree a fair price between you',
        ],
      },
    ],
  },
  {
    key: 'a-third-of-staff-leave-yearly',
    category: 'Pragmatist',
    fits: [...VENUES, ...SHOPS, ...LOGISTICS, 'cleaning', 'home-care'],
    setup: 'You run {business}, and a third of your staff leave every year.',
    stakes: [
      {
        text: 'Each departure costs about two months of wages to replace. What do you do?',
        options: [
          'Redesign the jobs as longer careers with a path to management, before adding up what leaving costs',
          'Add up what departures cost in a year and raise pay to match the saving, rather than a reward for staying',
          'Pay a cash reward to anyone who stays a full year, without better coaching in the first month',
          'Coach new staff more thoroughly in their first month, without asking leavers why they go',
          'Ask each person who leaves why, and act on what most say, rather than redesigning every job',
        ],
      },
      {
        text: 'Exit interviews mention pay and long shifts. What do you do?',
        options: [
          'Put the whole firm on a four-day week on the same pay, rather than a 5% raise next month',
          'Cost a 5% raise and shorter shifts for a year and try one first, before cutting the longest shifts',
          'Raise pay by 5% from next month and cover it with a price rise, without letting staff set their shifts',
          'Cut the longest shifts and plan the work to fit shorter days, rather than a four-day week for all',
          'Let staff set their own shift patterns with you, before costing what it does to output',
        ],
      },
      {
        text: 'A rival nearby pays 10% more. What do you do?',
        options: [
          'Design a career path the rival has no answer to, rather than paying more for skilled roles now',
          "Check your pay and hours against the rival's first, before offering flexibility or profit shares",
          "Match the rival's pay to stop the losses and raise prices to cover it, with no career path to offer",
          'Pay more for the roles that need the most skill and teach others into them, rather than matching every wage',
          'Offer more flexibility and a cut of profits instead of a raise, which may not stop people who want more pay now',
        ],
      },
    ],
  },
  {
    key: 'fixed-price-project-over-budget',
    category: 'Pragmatist',
    fits: [...AGENCIES, 'renovation', 'electrical', 'landscaping', 'solar-installer'],
    setup: 'You run {business}, and a fixed-price project is 40% over budget at the halfway point.',
    stakes: [
      {
        text: 'The client is pleased with the work so far. What do you do?',
        options: [
          'Offer the client a long partnership on the jobs they plan next, without saying where the loss came from',
          'Show the client the overrun with the sums and ask to reprice the second half, instead of a partnership',
          "Finish with a smaller crew in less time to protect next year's work, before the client has seen the sums",
          'Finish the job as well as you began it and absorb the loss, instead of finishing faster with fewer people',
          'Be open with the client this week on the overrun and agree what to cut, rather than absorbing it quietly',
        ],
      },
      {
        text: 'The overrun comes from changes the client asked for along the way. What do you do?',
        options: [
          'Use the case to put every job you take on flexible contracts, before sending any change order',
          'Write up every change with its cost and send the client a change order, rather than asking for cash now',
          'Ask the client for payment for the changes before you continue, rather than finishing as agreed',
          'Complete the job as agreed and charge just for the largest change, without splitting the rest with them',
          'Go through the changes with the client today and share the extra cost, rather than new contract terms',
        ],
      },
      {
        text: "Finishing on these terms would wipe out this quarter's profit. What do you do?",
        options: [
          'Treat the job as a showcase for an offer you then sell to others, rather than pushing the crew for a bonus',
          'Plan the cash for the rest of the quarter and cut other costs to cover the loss, with the job done as promised',
          'Ask the client for a payment on early completion and drive the crew to earn it, without asking how they would do it',
          'Complete the job to the level you promised and accept the lost profit, rather than a showcase for others',
          'Get ideas from your staff on finishing faster and give them a cut of any savings, before planning the cash',
        ],
      },
    ],
  },
  {
    key: 'seasonal-staff-hired-too-late',
    category: 'Pragmatist',
    fits: [...VENUES, 'tour-operator', 'garden-centre', 'landscaping', 'bike-shop', 'event-company'],
    setup: 'You run {business}, and last summer you hired seasonal staff too late and turned customers away.',
    stakes: [
      {
        text: 'Bookings for this summer are already 20% ahead of last year. What do you do?',
        options: [
          'Stretch the season with offers in spring and autumn and hire for the whole year, with less time to coach',
          "Hire to last summer's peak plus 20%, rather than asking last year's staff to come back first",
          'Hire now everyone you turned away last year, before a longer season is even planned',
          'Hire early and coach the new staff for a month before the season, at a cost no bookings yet cover',
          "Ask last year's seasonal staff to come back first and bring their friends, while others hire now",
        ],
      },
      {
        text: 'Good seasonal workers now want contracts for the whole year. What do you do?',
        options: [
          'Offer year-round contracts and design off-season work for them, rather than sharing them with another firm',
          "Offer a year's contract to the roles the sums show you need all year, with no off-season work designed",
          'Sign the best workers for the whole year and find off-season work as you go, before the sums are done',
          'Keep the strongest workers on year-round contracts and train them further, rather than signing everyone',
          'Offer shared contracts with a firm whose busy season is your quiet one, before any sums are done',
        ],
      },
      {
        text: 'Hiring early would mean paying staff through a quiet month. What do you do?',
        options: [
          'Use the quiet month for a new offer that keeps the early hires busy, before working out its cost',
          'Work out what a quiet month of wages costs against the sales lost last year, rather than discounted bookings',
          'Hire early and fill the quiet month with discounted bookings, rather than spending it coaching new staff',
          'Hire early and use the quiet month for thorough coaching, rather than lending staff to another firm',
          'Hire early and lend staff to a firm down the road for that month, rather than a new offer of your own',
        ],
      },
    ],
  },
];
