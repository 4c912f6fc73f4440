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
          'Start moving this month to a simpler range that needs less of that supply, slow to pay off',
          'Work out which products still pay at the new price before acting, using two of your six weeks',
          'Call every other supplier and sign with the best offer you get, on terms you have not tested',
          'Keep the supplier for your best products only and pay more, cutting the rest of your range',
          'Tell regular customers about the rise and invite them to order ahead, leaning on their goodwill',
        ],
      },
      {
        text: 'Your biggest customer has a fixed-price contract with you until December. What do you do?',
        options: [
          'Propose a new contract to that customer with prices linked to your costs, which they may refuse',
          'Calculate the loss on the contract until December and plan cuts to cover it, line by line',
          "Win new buyers at today's prices to spread the loss across more sales, stretching your team",
          'Honour the contract and find savings in your own process, using effort planned for other work',
          'Meet the customer to explain the rise and agree to split it from January, a lower margin till then',
        ],
      },
      {
        text: 'A rival nearby buys from another supplier and has kept its prices. What do you do?',
        options: [
          'Design products that use less of the costly supply, a different range your customers have not tried',
          "Compare your costs line by line with the rival's and price from that, a month's work",
          "Switch to the rival's supplier and match their prices, risking less consistent results",
          'Keep your supplier and the price rise, and make the difference in your products clear to buyers',
          'Survey your regular customers this week on what matters most, and follow them, a slower choice',
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
          'Take it and enter the new market you have long wanted, with more debt than you have ever carried',
          'Build a three-year cash forecast before signing, even if that means asking for more time',
          'Sign for half the amount now and put it into your busiest line, giving up the rest of the offer',
          'Borrow only what you need to improve your current work and equipment, and let the rest go',
          'Take it to hire and train young people from the area as you grow, a lower return on the money',
        ],
      },
      {
        text: 'Interest rates are expected to rise next year. What do you do?',
        options: [
          "Borrow the full amount at today's rate and build the larger business you want, at real risk",
          'Model the loan at rates two points higher and borrow only what that allows, though the offer may change',
          'Lock in the rate and start the expansion at once, accepting a heavier debt for years',
          'Take a smaller loan for equipment that pays for itself, and keep growth modest for a few years',
          'Borrow less and share the expansion with a partner firm nearby, giving up part of the gains',
        ],
      },
      {
        text: 'Your business partner is against any new debt. What do you do?',
        options: [
          'Show your partner what the business could be in five years with the loan, and accept a hard talk',
          'Agree with your partner on three figures the plan must meet before borrowing, a slower path',
          'Propose a small loan for one project this quarter to prove the case, and guarantee it yourself',
          'Skip the loan and grow from profits by improving what you already do, which takes years to show',
          'Put the choice to your partner and key staff as a group, accepting that the answer may be no',
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
          'Buy it and combine both firms into a larger one with a broader offer, a bigger step than planned',
          "Check their accounts and how many clients would stay before making an offer, a month's work",
          'Offer a lower price today with part paid from future revenue, before another buyer moves',
          'Buy only if a close review of their past jobs satisfies you, which may rule out the deal',
          'Buy it only if their staff can keep their jobs, which raises your costs for the first year',
        ],
      },
      {
        text: 'Another buyer has already made an offer. What do you do?',
        options: [
          'Propose a partnership instead, with the owner staying on as adviser, a different deal',
          'Stick to the price your figures support, even if the other buyer wins the business',
          'Make a higher offer with a fast close, paying more than you had planned and more than it may be worth',
          'Let the deal go and win their best clients over time with better work, a slower, cheaper route',
          "Ask the owner what matters for their staff and clients and build your offer around it, slowly",
        ],
      },
      {
        text: 'Their clients are mostly older people who value personal service. What do you do?',
        options: [
          'Buy it and plan a new way of serving those clients, which some of them may not welcome',
          'Interview a sample of clients before buying to see who would stay, which takes several weeks',
          'Buy it this month and meet as many of their clients as you can in person, a heavy extra load',
          'Buy it and keep their ways of working while you learn them well, which delays any savings',
          'Buy it and pay the retiring owner to introduce you to each client for a year, at extra cost',
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
          'Move all clients to payment in advance, a new way of working that some clients will refuse',
          'Map your cash week by week and ask your own suppliers for 30 more days, which may cost you goodwill',
          "Call the client's finance director and offer 3% off for payment, giving up part of the fee",
          'Tighten your invoices and proof of delivery so nothing can be queried, which will not speed this payment',
          "Meet the client's owner this week to hear the strain they are under and plan around it, a slower route",
        ],
      },
      {
        text: 'The client says its own customers are paying late too. What do you do?',
        options: [
          'Offer the client a new service that helps it get paid sooner, a product that may not work',
          'Set a credit limit based on their payment record and review it monthly, a slow fix',
          'Sell the unpaid invoices to a finance firm, accepting a fee on each one to get the cash',
          'Keep doing your best work for them while chasing payment, which ties up cash for months',
          'Agree smaller, more frequent invoices with the client, which adds paperwork for both sides',
        ],
      },
      {
        text: 'The client plans to double its orders next year. What do you do?',
        options: [
          'Propose a partnership sharing risk and profit on the new work, a model you have not tried',
          'Model a year of double orders paid 90 days late and set the volume you can fund, which may cap the deal',
          'Accept the larger orders and sell the invoices to a finance firm, paying a fee on every one',
          'Take on only the extra work your best people can handle, which limits growth and may disappoint them',
          "Plan the growth with the client's managers around their cash problem, accepting slow payment for now",
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
          'Introduce memberships or another new way of charging this month, which may confuse some customers',
          'Test a rise on a few products or services for a month first, losing margin on all the rest',
          "Keep your prices for now and go after the rival's customers, at a squeezed margin for months",
          'Raise your prices and add something that shows the extra value, which takes effort to deliver',
          'Hold prices for long-time customers and raise them for new ones, which earns you less',
        ],
      },
      {
        text: 'Many of your customers are on tight budgets this year. What do you do?',
        options: [
          'Create a basic offer and a premium one, a different structure that takes time to explain',
          'Review margins and drop the products or services that earn least, over a full quarter',
          'Run a promotion to win more customers at the current price, a gamble on higher volume',
          'Raise prices and give each customer more care and attention, which some will not pay for',
          'Raise prices for those who can pay more and keep a discount for the rest, earning less',
        ],
      },
      {
        text: 'Your staff have asked for a pay rise. What do you do?',
        options: [
          'Change how you charge so that better pay is built in, a model your customers must accept',
          'Calculate what rise the business can afford at each price level, and decide next month',
          'Give a rise now and raise prices by 10% next week, risking the loss of some of your customers',
          'Give a rise tied to training that improves the work, which justifies higher prices in time',
          'Give a rise now from your own margin and explain it to customers, which cuts your profit',
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
          'Use the decision to rethink where and how you work, perhaps somewhere new, a bigger change',
          'Model both leases against three sales forecasts before answering, using most of the time',
          'Negotiate hard this week for better terms, risking a landlord who may let the place go',
          'Sign for ten years and rebuild the premises around your work, locking yourself in for a decade',
          'Sign for two years and start talks with other tenants on buying the building, a long shared effort',
        ],
      },
      {
        text: 'A cheaper space is free two streets away, but it needs work. What do you do?',
        options: [
          'Move and design the new space around how you want to work in ten years, at a real risk',
          'Cost the fit-out and the sales lost during a move against both leases, which takes weeks',
          'Use the cheaper space to push your landlord for a lower rent, a bluff that may lose you both',
          'Move and fit out the new space with care, closing for longer than a quick fit-out needs',
          'Ask your customers and staff how a move would affect them, and let that weigh more than the rent',
        ],
      },
      {
        text: 'Your sales are growing, but you are unsure the area will stay popular. What do you do?',
        options: [
          'Take the short lease and plan a move to the area you expect to grow next, on a guess about that area',
          "Study the area's plans and footfall figures for a few weeks, while the landlord waits",
          'Take the long lease to fix the price and grow hard while the area is busy, tied in for ten years',
          'Take the short lease and spend the savings on equipment you can take with you when you move',
          'Join the other tenants to negotiate the rent together, a slower process with no sure result',
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
          'Use the order to build a second line for large buyers, a different direction with real risk',
          'Calculate the full cost of the order, including lost customers, before answering next week',
          'Accept and push for a higher price next year, testing the patience of regular customers',
          'Decline and keep your capacity for the customers who value your work, missing the extra volume',
          'Accept part of the order and tell regular customers about the wait, sharing the load',
        ],
      },
      {
        text: 'Your bank wants proof of steady income before renewing your loan. What do you do?',
        options: [
          'Accept and use the contract to borrow for a larger plant, which pays only if more such orders come',
          'Show the bank forecasts with and without the order and let it judge, a slower process',
          'Accept at once and show the signed contract to the bank, living with the thin margin',
          'Decline and show the bank the steady margins from regular buyers, a harder case to make',
          'Accept if the buyer commits to a longer deal that gives your staff steady work, a harder ask',
        ],
      },
      {
        text: 'The buyer wants the right to inspect your site at any time. What do you do?',
        options: [
          'Turn their demands into a standard you can sell to other large buyers, a different business',
          'List what the inspections would cost you and negotiate a fixed schedule, which takes time',
          'Agree to their terms today to win the order, and accept visits that may interrupt busy days',
          'Agree and use their inspections to tighten your own process, at a real cost in staff time',
          "Agree only if the inspections respect your staff's working hours, which may cost the order",
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
          'Hire an outside manager and spend your time on the next stage of the business, a risky role',
          'Write down the role and its targets, then interview your employee and outsiders, over months',
          'Promote your employee and coach them on the job, knowing that mistakes will come in the first months',
          'Train your employee for a year before handing over, keeping your own long hours in the meantime',
          'Promote your employee and let the team help shape the role, which takes months to settle',
        ],
      },
      {
        text: 'Your profit fell last year. What do you do?',
        options: [
          'Hire the manager anyway and use your freed time to find new growth, at some financial risk',
          'Model the hire against three profit scenarios and decide next quarter, working long hours',
          'Hire a part-time manager for the heaviest tasks, at a higher cost per hour than a full-time one',
          'Keep running it yourself and improve the core work first, hiring only once profit recovers',
          "Share the manager's tasks among your team with a raise for each, spreading the load",
        ],
      },
      {
        text: 'You have never handed over control before. What do you do?',
        options: [
          'Hire someone who will run it differently from you, and accept changes you would not make',
          'Write down every process and hand them over one by one across six months, a slow release',
          'Hire someone this month and hand over one whole area from day one, accepting early mistakes',
          'Hire and work beside them for months until they work the way you do, a costly overlap',
          'Let your team help choose the manager and set the first goals together, a slower start',
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
          'Decline and build an offer for a wider market, accepting slower and less certain growth',
          "Model the business with and without the deal for three years, a month's work while they wait",
          'Counter with one year at a higher price and use that year to win other clients, which they may refuse',
          'Sign and deepen your work for this client until you are hard to replace, a risky dependence',
          'Sign only if your staff can still work for others, a condition that may cost you the deal',
        ],
      },
      {
        text: 'Your new sales manager wants to cut prices to win other clients. What do you do?',
        options: [
          'Target a new type of client with a different offer instead, an uncertain search for growth',
          'Set a two-year goal to bring the big client below 40% and price from that plan, a slow answer',
          'Let the sales manager cut prices for three months to win new clients, at thinner margins',
          'Keep your prices and show new clients the depth of your work, a slower way to win them',
          'Ask your team, who know the work best, which clients to target, a slower route than price cuts',
        ],
      },
      {
        text: "The client's new director is reviewing all suppliers. What do you do?",
        options: [
          'Propose a broader partnership that goes beyond your current work, which ties you even closer to them',
          'Prepare a report of the savings you have brought the client, with figures, which takes weeks',
          'Meet the director with an offer of more work at a small discount on current prices, cutting your margin',
          'Put your best people on flawless work for the next three months, taking time from other clients',
          'Ask your contacts at the client how you can help them through the review, time taken from others',
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
          'Switch to a monthly subscription that covers a set amount of work, a model you have not run',
          'Analyse your last 20 jobs to price fixed packages accurately, which takes a month to finish',
          'Offer fixed prices from today with a 20% buffer built in, risking bids lost to cheaper rivals',
          'Keep hourly rates and show clients the detailed work behind every hour, which costs you time',
          'Agree fixed prices and share any savings or overruns with clients, a thinner deal for you',
        ],
      },
      {
        text: 'A rival now wins jobs by quoting fixed prices. What do you do?',
        options: [
          'Offer pay linked to results for the client instead, a kind of deal you have never tried',
          "Compare your real job costs with the rival's prices for a quarter, losing bids in the meantime",
          'Match their fixed prices on small jobs and absorb any overrun, at a real risk to margin',
          'Keep hourly rates for complex work where depth matters, and give up the simpler jobs',
          'Call your regular clients this week to hear what they need before you change, weeks of calls',
        ],
      },
      {
        text: 'Your team worries that fixed prices will mean unpaid overtime. What do you do?',
        options: [
          'Redesign the work around fixed packages so overtime is no longer needed, a long change',
          'Set a limit on extra hours per job and review it monthly with the team, a slower switch',
          'Start fixed prices now and pay any overtime from the extra sales, at a risk to your margin',
          'Train the team to estimate more precisely before you switch, which delays the change by months',
          'Have the team help set the prices and the overtime limits, which takes longer to agree',
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
          'Rethink how you serve the centre, with small hubs and cargo bikes, a model you have not run',
          'Compare the fee with the cost of replacing vans early, route by route, and plan each replacement',
          'Move the diesel vans to jobs outside the centre and rent electric ones for the rest, at a high rent',
          'Keep the vans and cut trips by planning routes with more care, which takes time each week',
          'Sit down with your drivers and clients to plan the change with them, a slower path than yours alone',
        ],
      },
      {
        text: 'Electric vans cost twice as much, but the city offers a grant. What do you do?',
        options: [
          'Switch the whole fleet and market yourself as the clean option, hoping buyers will pay for it',
          'Model the grant, the running costs and the resale values for five years before applying',
          'Apply for the grant and order two vans at once, paying the full price if it is refused',
          'Switch one van at a time and learn how to run them well, giving up part of the grant for that',
          'Apply together with other small firms for a shared charging site, which takes months',
        ],
      },
      {
        text: 'A rival has already switched its whole fleet. What do you do?',
        options: [
          'Skip vans in the centre and partner with a cargo-bike firm, a different way of working',
          "Study the rival's costs and prices for a quarter, letting them lead while you learn",
          'Buy used electric vans and match the rival, accepting older batteries and repairs',
          'Keep your vans and win on punctual, careful service instead, paying the fee meanwhile',
          'Talk with your regular clients about what they value before you switch, and switch later',
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
          'Decline and build your own scheme that rewards customers who bring friends, a slower idea',
          "Estimate how many deal customers would return at full price, a week's work while the offer waits",
          'Accept for one month only and sell extras to every deal customer, working at a loss meanwhile',
          'Decline and spend the effort on making each visit worth full price, which takes longer to grow',
          'Accept and train staff to turn deal customers into regulars with a warm welcome, at a cost in time',
        ],
      },
      {
        text: 'Your quiet months start in four weeks. What do you do?',
        options: [
          'Use the quiet months to test a new kind of offer instead, which may draw nobody at first',
          'Calculate how many deal customers cover your fixed costs in the quiet months, then decide',
          'Accept the deal for the quiet months this week and fill every slot, at a very thin margin',
          'Decline and use the quiet months to train staff and improve your offer, earning very little',
          'Accept and offer regulars the same price in the quiet months too, which costs you more',
        ],
      },
      {
        text: 'Your regular customers would see the discount online. What do you do?',
        options: [
          'Create a separate offer under a new name for deal customers, a brand you must build',
          'Survey a sample of your regulars about the deal first, which takes a few weeks',
          'Accept and send regulars a thank-you offer at the same time, giving away more than planned',
          'Decline, since a half-price deal may lower how people see your work, and grow more slowly',
          'Tell your regulars first and give them first pick of the deal, at a further cost to margin',
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
          'Bring in a new partner who buys the share and a different direction, which may change the firm',
          'Have the share valued independently and propose payments over three years, a slow agreement',
          'Agree a price this week with part paid from future profits, before the talks turn sour',
          'Buy back a small part now and keep them on as an adviser on the work they know best, at a cost',
          'Offer part of the share to your longest-serving staff, which is harder to arrange and fund',
        ],
      },
      {
        text: 'An investor has offered to buy the share instead. What do you do?',
        options: [
          'Welcome the investor and plan a larger company with their money, with less control for you',
          "Check the investor's terms with a lawyer and compare them with a buy-back, taking weeks",
          "Back the investor's offer so the business keeps moving, with a stranger as part-owner",
          'Refuse the investor and buy the share slowly to keep control over how the work is done',
          'Hold a team meeting this week on how a new owner would affect them, which slows the sale',
        ],
      },
      {
        text: 'Most of the team was hired by your co-founder. What do you do?',
        options: [
          'Use the change to reshape the company around where it should go next, risking departures',
          'Plan the handover role by role over three months with your co-founder, a slow transition',
          'Announce the change and meet each team member yourself, putting other work on hold',
          'Ask your co-founder to stay six months to pass on their methods in full, which costs you more',
          'Hold an open meeting with the team on how they want to work after the change, a slow settling',
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
          'Use the equipment to launch a product line that needs the three hires, before you know it will sell',
          'Model whether sales can carry three more salaries before applying, even if you miss this round',
          'Apply now and find the sales to match once the equipment arrives, risking idle staff for months',
          'Apply only for equipment that clearly improves your current work, and hire as demand allows',
          'Apply and hire three long-term unemployed people from the area, which means more training',
        ],
      },
      {
        text: 'The application needs a detailed plan by the end of the month. What do you do?',
        options: [
          'Write the plan around the larger business you want to become, which the panel may doubt',
          'Write a careful plan with conservative figures, even if it means applying next year instead',
          'Write the plan this week with a consultant who has written many such bids, at a high fee',
          'Apply only for what you can describe in full detail now, a smaller request and a smaller grant',
          'Write the plan with your staff, who know the work, which takes longer but gains their support',
        ],
      },
      {
        text: 'The equipment would cut the work of two current staff. What do you do?',
        options: [
          'Move the two into new roles the equipment makes possible, a plan with no track record',
          'Map how each role would change over a year before applying, a slow step before any grant',
          'Apply now and work out the roles later, accepting some tension in the team for a while',
          'Train the two to run the new equipment expertly, which takes months and delays any gains',
          'Work out with the two staff how their roles should change, which slows the application',
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
          'Build your own ordering and delivery with nearby shops, a new venture that may not pay',
          'Measure the true margin of each product on the apps for a month and drop the losing ones',
          'Raise app prices by 15% and push customers to order direct, risking lost orders',
          'Offer on the apps only what arrives as good as it leaves you, selling less there',
          'Hire local couriers on full wages for your own delivery, which costs more per order at first',
        ],
      },
      {
        text: 'One app offers a lower fee if you sell only through it. What do you do?',
        options: [
          'Refuse and plan your own delivery service for the whole street, a business you have never run',
          'Compare the two apps on three months of orders and choose the better one, paying both fees meanwhile',
          'Sign the exclusive deal this week to lift your margin, accepting that you depend on one app',
          'Sign, but limit the app menu to what you can deliver at its best, earning less from the app',
          "Survey your delivery customers on the app they use and go with their choice, a few weeks' delay",
        ],
      },
      {
        text: 'Your staff say app orders disrupt service for customers on site. What do you do?',
        options: [
          'Open a separate delivery kitchen or room, a second operation with its own costs',
          'Track order times and waits for two weeks, then set a limit on app orders at busy hours',
          'Hire an extra person for app orders at peak times, at a cost to your margin on every order',
          'Cut the app menu to a few items you can prepare well without slowing service, selling less',
          'Let staff set the rules for app orders at busy times, even if that means fewer orders',
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
          'Rebuild the product around a paid first step with no trial, which may shrink sign-ups for months',
          'Study where trial users drop out for a month and fix the biggest gap, using scarce runway',
          'Message every trial user with a discount to sign up now, lowering what each one pays',
          'Improve the first week of use until it works smoothly, a slower fix that may pay later',
          'Interview twenty trial users who left and build the fix with them, which takes several weeks',
        ],
      },
      {
        text: 'Your investors suggest removing the free trial. What do you do?',
        options: [
          'Replace the trial with a free version for a wider market, a different model with new risks',
          'Run both options side by side for two months and keep the winner, delaying the decision',
          'Drop the trial and offer a money-back promise instead, risking fewer sign-ups for a while',
          'Keep the trial but make the product good enough that more people stay, which takes many months',
          'Interview paying users about what made them pay and decide with them, a slower answer',
        ],
      },
      {
        text: 'Most trial users never finish setting up. What do you do?',
        options: [
          'Start offering setup as a paid service this month, a new line of business with other costs',
          'Measure every setup step and remove the one where most people stop, which takes weeks',
          'Offer free setup calls to every new user, spreading your team across many calls',
          'Redesign the setup until it is simple and clear, a careful job that delays other work',
          'Set up a user forum where experienced users help new ones, which takes months to grow',
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
          'Choose neither and open a small format in another kind of location, a model you have not tried',
          'Model two years of sales and rent at both sites, which may lose you one of them',
          'Take the main street and aim to fill it from day one with strong promotion, at high fixed cost',
          'Take the quieter site and make it a place people seek out, which takes longer to fill and pay',
          'Take the quieter site and build ties with local groups there, which takes a year to fill',
        ],
      },
      {
        text: 'The quieter site is next to a housing area still being built. What do you do?',
        options: [
          'Take the quieter site and plan for the people who will live there, years before they all arrive',
          'Check the building schedule and sales figures for similar areas before signing, taking weeks',
          'Take the main street for surer sales at double the rent, and look at the new area in two years',
          'Take the quieter site and spend the first year fitting it out in detail, earning little',
          'Take the quieter site and meet the new residents early to learn what they need, months before sales',
        ],
      },
      {
        text: 'Your bank will guarantee only one year of rent. What do you do?',
        options: [
          'Open a pop-up for a year in each place to learn where the future lies, a costly test',
          'Choose the site whose figures break even within a year, even if it has less upside',
          'Take the main street and push hard to reach break-even within the year, at a real risk',
          'Take the cheaper site and keep reserves for equipment and training, growing more slowly',
          'Share the cheaper site with a partner business to split the rent, giving up some control',
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
          'Close the books with the gap and start a shift to holding far less stock, a year-long change',
          'Recount the largest product groups and trace the gap before closing the books, in both weeks',
          "Count the ten costliest lines this weekend with extra staff and write off the rest, at a weekend's wages",
          'Give the accountant an estimate now and tighten each step from delivery to sale over months',
          'Go through the gap with your staff and ask where they see stock lost, which may miss the deadline',
        ],
      },
      {
        text: 'Your staff say the stock system is hard to use. What do you do?',
        options: [
          'Replace it with a system that tracks stock automatically, a large project that may stall',
          'Trial three systems for two months with your staff and keep the one they use best, a slow switch',
          'Buy the simplest system on the market this week and train staff on the job, rough at first',
          'Keep the system and train every user one by one this month until records match, a slow fix',
          'Have your staff choose the new system and set the rules for it, which may take longer to agree',
        ],
      },
      {
        text: 'Your bank is reviewing your overdraft next month. What do you do?',
        options: [
          'Present the bank with a plan to hold less stock in future, an uncertain promise to keep',
          'Find the cause of the gap and show the bank the figures and the fix, which takes weeks',
          'Sell slow-moving stock at a discount to raise cash, at a lower margin on all of it',
          'Tighten every step of stock handling and show the bank the new process, more slowly',
          'Invite the bank manager to meet your team and hear the plan, an hour they may not give',
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
          'Replace the deals with a membership model at three levels, which many customers may resist',
          'Build a price list from your costs and margins and apply it at each renewal, over a year',
          'Give the sales hire a simple rule of thumb today, accepting some quotes that are too low',
          'Set prices by the effort each job really needs, which takes careful costing of every task',
          'Explain the new prices to each customer in person before they change, months of visits',
        ],
      },
      {
        text: 'Some long-time customers pay far less than new ones. What do you do?',
        options: [
          'Build a loyalty scheme that rewards long-time customers in new ways, a model to invent',
          'Raise the oldest prices gradually to a common list over 18 months, a slow path to one list',
          'Raise the lowest prices next month and offer a small gift to each customer who stays',
          'Show long-time customers what they get for their price before any change, costing time',
          'Keep their prices for a year and explain in person why they will change, at a cost to margin',
        ],
      },
      {
        text: 'Costs rose this year, and some accounts now lose you money. What do you do?',
        options: [
          'Drop the losing accounts and design an offer for more profitable customers, a gap in sales',
          'Calculate the margin on every account and renegotiate from the bottom up, over a quarter',
          'Call the losing accounts with new prices, accepting that some of them will leave',
          'Improve how you serve those accounts so they cost less to deliver, which takes months of work',
          'Meet each losing account to agree a new price together, which takes weeks of meetings',
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
          'Redesign jobs so people can grow into new roles in the business, a change of years',
          'Calculate the full cost of turnover by role and fix the costliest role first, over months',
          'Offer a bonus to everyone who stays another year, starting now, a cost you have not budgeted',
          'Improve training for new starters so they settle in faster and stay, which takes time to build',
          'Sit down with each person who leaves to hear why, and plan changes with those who stay, more slowly',
        ],
      },
      {
        text: 'Exit interviews mention pay and long shifts. What do you do?',
        options: [
          'Move to a four-day week for everyone, a model that may not fit your busiest times',
          'Compare your pay and shifts with three rivals this month, and change only where you fall behind',
          'Raise pay by 5% and shorten the longest shifts at once, accepting a lower margin for the year',
          'Give your most skilled staff a clear path to higher pay, which leaves the others waiting',
          'Hand the shift patterns to the staff to design as a group, which takes time and may cost you more',
        ],
      },
      {
        text: 'A rival nearby pays 10% more. What do you do?',
        options: [
          'Offer a share of profits to everyone instead of matching pay, a model you have not run',
          "Model what a 10% rise would do to your margin and prices, a few weeks' work while staff wait",
          'Match the pay this month and raise prices to cover it, risking the loss of some customers',
          'Offer paid training that makes your staff the most skilled in the trade, a slower reward',
          'Find out from your staff what would make them stay besides pay, and act on it, at some cost',
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
          'Propose turning the project into a longer partnership on new terms, which the client may refuse',
          'Analyse where the overrun came from and present a costed plan for the rest, over two weeks',
          'Ask the client to share the overrun while they are pleased with you, risking their goodwill',
          'Finish the work as you began it and absorb the loss, learning how to quote better next time',
          'Tell the client about the overrun and plan the rest with their team, taking a share of the loss',
        ],
      },
      {
        text: 'The overrun comes from changes the client asked for along the way. What do you do?',
        options: [
          'Offer a new way of working for the rest, with changes priced in advance, a different deal',
          'List every change with its cost and send a formal change request, which may slow the work',
          'Call the client today and agree a round figure for the changes, likely below their true cost',
          'Finish the changes in full and bill for them at the end, accepting the risk of a dispute',
          "Meet the client's team to agree how future changes are handled, which pauses the work for days",
        ],
      },
      {
        text: "Finishing on these terms would wipe out this quarter's profit. What do you do?",
        options: [
          'Use the project to build a product or service you can sell to others, which may take years to sell',
          'Cut the remaining work to what the contract requires and document it, which takes time',
          'Offer the client an earlier finish if they share the overrun, and push hard to deliver it',
          'Finish as well as you started and accept the loss, to protect your name in the trade for years',
          "Invite your team's ideas to finish more efficiently, and share any savings with them",
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
          'Redesign the offer so fewer staff are needed in summer, which your customers may dislike',
          "Hire only to a week-by-week forecast from last year's records, which may miss a busier summer",
          'Hire as many seasonal staff as you can, paying some of them before the work begins',
          'Hire fewer seasonal staff and train them well in advance, turning some customers away again',
          "Rehire last year's staff first on better terms, which costs more than hiring new people",
        ],
      },
      {
        text: 'Good seasonal workers now want contracts for the whole year. What do you do?',
        options: [
          'Build a winter business that gives them year-round work, a new line you have not tested',
          'Calculate the cost of year-round contracts against late hiring, which takes weeks they may not give',
          'Offer year-round contracts to the best three and find them winter work later, paying for idle weeks',
          'Offer year-round contracts only to those you can train into skilled roles, a smaller group',
          'Share workers with a winter business nearby so they have work all year, harder to arrange',
        ],
      },
      {
        text: 'Hiring early would mean paying staff through a quiet month. What do you do?',
        options: [
          'Use the quiet month to launch an offer the early hires can run, with no sign yet of demand',
          'Calculate the cost of the quiet month against the sales lost last summer, then decide',
          'Hire early and use the quiet month to sell advance bookings, a gamble that may not pay',
          'Hire early and use the quiet month for thorough training, paying for it from your margin',
          'Hire early and spend the month building the team, with a welcome week, at your expense',
        ],
      },
    ],
  },
];
