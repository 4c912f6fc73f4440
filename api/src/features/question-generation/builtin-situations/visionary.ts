import { AGENCIES, APPS, BRANDS, BUSINESS_SOFTWARE, FARMS, FOOD_MAKERS, LOGISTICS, MAKERS, SHOPS, TRADES, VENUES, type Situation } from '../builtin-grammar';

/** Situations about where the business is heading: a new model, a shift in the market, an offer to grow. */
export const VISIONARY_SITUATIONS: readonly Situation[] = [
  {
    key: 'production-leftovers-offer',
    category: 'Visionary',
    fits: [...FOOD_MAKERS, ...MAKERS.filter((kind) => kind !== 'electronics-assembler'), ...FARMS],
    setup: 'You run {business}, and a larger firm offers to buy the leftovers from your production, which you now pay to have taken away.',
    stakes: [
      {
        text: 'It wants a five-year contract at a fixed price. What do you do?',
        options: [
          'Counter by asking the firm to co-fund goods made from the leftovers, while the disposal savings wait years',
          'Agree to one year at the fixed price with a renewal clause, though cleaning and baling would fetch more',
          'Agree to all five years and spend the disposal savings on a sales drive, leaving nothing for the school workshop',
          'Sort, clean and bale the leftovers so each tonne fetches more, adding hours a week instead of building new goods',
          'Agree to four years and keep a tenth back for the school workshop down the road, with no renewal clause',
        ],
      },
      {
        text: 'Your disposal bill has just doubled. What do you do?',
        options: [
          'Make the leftovers the raw material for goods under your own label, which takes months of trials first',
          'Get written quotes from two other buyers and take the best, paying the doubled bill while the estate talks',
          "Accept the firm's offer as it stands and end the bill at once, giving up any goods you might have made from it",
          'Cut the leftovers at the source by changing how each batch is trimmed, paying the bill while you try it',
          "Set up one collection for every firm on your estate and divide the bill, while the firm's offer lapses",
        ],
      },
      {
        text: 'Your team proposed a product made from the leftovers last year. What do you do?',
        options: [
          "Give the team's idea a budget and a launch date, at a cost above any profit share the team could get",
          "Make one small run of the team's idea for a few shops this quarter, though a launch would wait",
          'Sell most of the leftovers to the firm now and keep a few crates for the idea, without testing the market',
          'Give the team months to rework the idea so it can sit beside your range, selling nothing to the firm meanwhile',
          'Hand the idea back to the staff behind it and give them part of any profit, even if it stays unrefined',
        ],
      },
    ],
  },
  {
    key: 'largest-customer-goes-in-house',
    category: 'Visionary',
    fits: [...MAKERS, ...BUSINESS_SOFTWARE, ...AGENCIES, ...LOGISTICS],
    setup: 'You run {business}, and your largest customer says it will do for itself, within a year, the work it now pays you for.',
    stakes: [
      {
        text: 'That customer brings a third of your revenue. What do you do?',
        options: [
          'Offer to manage their in-house unit for a monthly fee, though cutting costs might be the safer answer',
          'Cut costs one line at a time to fit a year with a third less revenue, while rivals win the customers you need',
          'Win two customers of the same size before the quarter is out, rather than polishing your work',
          'Make your work so hard to match that they stay, which means months of spending while they hire their own',
          'Offer to help set up their own unit and ask for names of similar firms, slower than selling a service',
        ],
      },
      {
        text: 'They ask you to train their new staff before you leave. What do you do?',
        options: [
          'Sell the training as a course to every company making the same switch, starting with this one',
          'Agree the scope, the price and an end date for the training, while your full methods stay with you',
          'Agree to train them and use every visit to offer other services, while your own staff on the account wait',
          'Show them everything you know about the work, without turning it into a course you could sell',
          'Tell your staff on the account first and place them with other clients, at a cost you have not priced',
        ],
      },
      {
        text: 'Two of your staff work only on that account. What do you do?',
        options: [
          'Make the two the first staff of an offer for firms like this one, moving them off your hardest jobs',
          'Find which other accounts could use their hours, and keep the two waiting for news of their roles',
          'Send the two out to firms you have never served, before any offer for those firms exists',
          'Move the two to your hardest jobs, where what they know counts most, at a cost you have not planned',
          'Sit down with the two this week to plan their next roles, while no new clients are won for them',
        ],
      },
    ],
  },
  {
    key: 'city-centre-closes-to-cars',
    category: 'Visionary',
    fits: [...VENUES, 'bookshop', 'bike-shop', 'hardware-store', 'florist', 'grocery'],
    setup: 'You run {business}, and the city will close the streets around you to cars in 18 months.',
    stakes: [
      {
        text: 'A third of your customers arrive by car. What do you do?',
        options: [
          'Plan for the walkers and cyclists the closure will bring, without asking the city for anything',
          'Ask a hundred customers how they would come after the change, and plan before you reshape the place',
          'Start a delivery and collection service for car customers next month, before you know what it costs',
          'Make each visit worth the longer trip with a richer offer, instead of delivering to car customers',
          'Ask the city, with the other firms on your road, for drop-off bays, while the richer offer waits',
        ],
      },
      {
        text: 'Building works will block your street for six months first. What do you do?',
        options: [
          'Use the works to remake the business for a road without cars, with little income in your budget meanwhile',
          'Budget for half a year of lower takings and ask for a rent cut, while a stand nearby could keep sales going',
          'Open a stand on an open street nearby while the works last, with no time left to refit the place',
          'Close for part of the works to refit the place, losing the events that keep people coming',
          'Stay open and hold small events with the businesses around you, at a loss while others remake their shops',
        ],
      },
      {
        text: 'A developer offers to buy your lease before the change. What do you do?',
        options: [
          'Refuse the developer and plan for the people the quiet streets will bring, instead of moving to a busier street',
          "Forecast trade with and without cars for the next few years, even if the developer's offer lapses",
          'Ask the developer for more money and move to a busier street this year, leaving your staff and regulars behind',
          'Stay and use the quieter years to raise what you offer, a bet on the people the streets will bring',
          'Go over it with your staff and regulars before any forecast is done, which may cost you the offer',
        ],
      },
    ],
  },
  {
    key: 'customers-ask-to-learn-the-work',
    category: 'Visionary',
    fits: ['bakery', 'brewery', 'coffee-roastery', 'chocolate-maker', 'cheese-dairy', 'furniture-workshop', 'ceramics-studio', 'restaurant', 'design-studio'],
    setup: 'You run {business}, and more and more customers ask whether you could teach them how you do your work.',
    stakes: [
      {
        text: 'Your team is already fully booked. What do you do?',
        options: [
          'Put your methods into a course sold online, with no teacher trained to deliver it yet',
          'Run one paid evening class a month this season to see who books, before any free places',
          'Sell a weekend class and pay staff extra to teach it, without a course you could sell online',
          'Hire one teacher and spend months teaching them each step, before any paid class tells you the demand',
          'Offer free classes to young people hoping to enter the trade, instead of weekend classes you could sell',
        ],
      },
      {
        text: 'A rival has just launched classes of its own. What do you do?',
        options: [
          'Go further and certify other firms in your methods, though beginners may prefer joint classes',
          "Follow the rival's prices and sign-ups for two months before you set yours, instead of certifying others",
          'Start your own classes next week for less, before you know what the rival charges',
          'Offer longer classes that go deeper than theirs, for a few people, while cheaper classes start next week',
          'Propose joint classes for beginners to the rival, and split the income instead of teaching in depth',
        ],
      },
      {
        text: 'Your best employee wants to lead the teaching. What do you do?',
        options: [
          'Make them head of a teaching arm with a budget of its own, before any targets show it can pay',
          'Agree a six-month run with a number of sign-ups to reach, even though they could be selling classes now',
          'Let them start next month with whatever classes they can fill, before the course is shaped lesson by lesson',
          'Have them shape the course with you, lesson by lesson, so the customers who asked wait months',
          'Have them plan the classes with the customers behind the idea and keep part of the income',
        ],
      },
    ],
  },
  {
    key: 'regulars-over-sixty',
    category: 'Visionary',
    fits: [...SHOPS, 'cafe', 'restaurant'],
    setup: 'You run {business}, where most regular customers are over 60 and younger people rarely come in.',
    stakes: [
      {
        text: 'Sales have fallen 5% a year for three years. What do you do?',
        options: [
          'Start remaking the shop this month for younger people, before you know if online orders would do it',
          "Drop the products and hours that cost more than they bring, one at a time, while the regulars' favourites go too",
          'Start online orders and daily posts, and learn what sells without the younger staff who know it best',
          'Focus on what your regulars value most and do it as no one else does, while younger people stay away',
          'Hire two younger people from the area and give them part of the offer to plan, before the figures justify it',
        ],
      },
      {
        text: 'Your landlord offers a lower rent if you sign for ten more years. What do you do?',
        options: [
          'Sign only if the lease lets you rethink the offer for younger customers, before any refit of the old one',
          'Model ten years of trade at the current rate, while the regulars and neighbours are not asked',
          'Take the cheaper rent and spend the savings on adverts for younger people, before you know what they want',
          'Sign and put the savings into refitting each corner, which takes years to repay and no model shows it',
          'Hold an evening on the ten years ahead for regulars and neighbours, while the cheaper rent waits',
        ],
      },
      {
        text: 'A younger relative offers to join you and modernise the place. What do you do?',
        options: [
          'Let them remake the shop around their ideas, without asking the staff and regulars what they want',
          'Agree a first-year budget with them and put their grander ideas on hold for now',
          'Give them a corner to run their own way from next month, with no budget or targets agreed',
          'Have them learn the trade with you for a year before changing anything, while they could be selling',
          'Bring them in with your staff and regulars and settle the changes in a meeting, which delays any refit',
        ],
      },
    ],
  },
  {
    key: 'harvest-shrinking-with-heat',
    category: 'Visionary',
    fits: ['coffee-roastery', 'chocolate-maker', 'tea-company', 'brewery'],
    setup: 'You run {business}, and hotter, drier summers are shrinking the harvest of the crop your products depend on.',
    stakes: [
      {
        text: 'Your cost for the crop rose 40% this year. What do you do?',
        options: [
          'Shift your range to crops that cope with hotter summers, though no model shows which will pay',
          'Model price and yield for years ahead and plan on the likeliest case, even as others lock in supply',
          "Lock in next year's supply now with forward contracts, even if a higher grade would sell better",
          'Use less of the crop, pick a higher grade and charge more, while the farms you buy from struggle',
          'Pay the farms you buy from to adapt, in return for a long contract, instead of shifting your range',
        ],
      },
      {
        text: 'Your main growers say they may stop farming the crop. What do you do?',
        options: [
          "Plant a heat-tolerant variety with your growers as partners, while this season's stock goes to others",
          'Try two other growing regions this year and keep whichever delivers, while your best growers drift away',
          "Secure this season's stock before others do, tying up cash the farmers might have needed",
          'Stay with the growers whose crop you trust most, without the new variety that might save the supply',
          'Support the farmers in moving some land to other crops you could buy, before you know what those crops are worth',
        ],
      },
      {
        text: 'A buyer wants a fixed price from you for three years. What do you do?',
        options: [
          "Offer the buyer a blend that uses less of the crop, instead of committing to today's grade",
          'Price the contract on probable harvest costs with a yearly review, which the growers have not agreed',
          'Agree three years at a higher price and hedge what you can, with no blend ready if the crop fails',
          "Commit only to the volume you can supply at today's grade, before you have costed the rest",
          'Agree a price only if the growers get a fixed cut, which may push the buyer to a cheaper rival',
        ],
      },
    ],
  },
  {
    key: 'products-resold-second-hand',
    category: 'Visionary',
    fits: ['furniture-workshop', 'bicycle-maker', 'clothing-label', 'outdoor-gear-brand'],
    setup: 'You run {business}, and your used products now sell second-hand online for almost their new price.',
    stakes: [
      {
        text: 'Sales of new products have been flat this year. What do you do?',
        options: [
          'Open a resale and repair arm yourself, which costs margin that trade-in credit would have kept',
          'Follow how second-hand sales move your own, instead of buying back and reselling used products',
          'Start buying back used products and reselling them yourself, before you have tracked what it earns',
          'Make the next range last even longer, which takes a year while resellers keep the profit',
          'Offer trade-in credit so owners can pass products on, though the next range gets less care',
        ],
      },
      {
        text: 'A resale website offers to partner with you. What do you do?',
        options: [
          'Offer them a joint scheme for used items you certify, a bigger deal than they asked for',
          'Ask for their figures and terms for the past quarter first, even if a rival signs with them sooner',
          'Agree to a trial and put it in front of your customers, with no workshop check on the items',
          "Partner if every item passes through your workshop for repair, which raises the owners' costs",
          'Partner if fees stay low for the owners selling used items, and certify nothing yourself',
        ],
      },
      {
        text: 'Some buyers complain that resold items arrive badly worn. What do you do?',
        options: [
          'Sell used items yourself with your name and a warranty on them, a trade where flat-fee repairs lose money',
          'Inspect fifty resold items to find which parts wear first, a month before any repair guide exists',
          'Offer to repair any resold item for a flat fee, work your team must squeeze in between other jobs',
          'Publish repair guides and train repairers in how you do it, while others sell certified used items',
          'Hold repair days where owners and repairers from the area meet, before you know which parts fail',
        ],
      },
    ],
  },
  {
    key: 'own-scheduling-tool-in-demand',
    category: 'Visionary',
    fits: [...LOGISTICS, ...TRADES, 'restaurant', 'small-hotel', 'event-company', 'marketing-agency'],
    setup: 'You run {business}, and the scheduling tool your team built for its own work has impressed other firms, who ask to buy it.',
    stakes: [
      {
        text: 'Supporting it would need at least one full-time developer. What do you do?',
        options: [
          'Spin the tool off as a software firm, with buyers paying for a tool nobody has polished',
          'Sell licences to five firms for a year and add up the support hours, while smaller firms wait for it',
          'Sell it to every firm that asked and hire a freelance developer, instead of building a firm around it',
          'Polish it for your own team first and sell it in a year, while the support hours stay unknown',
          'Give it free to smaller firms in your trade for their fixes, instead of selling licences',
        ],
      },
      {
        text: 'A software company offers to buy the tool outright. What do you do?',
        options: [
          'Decline and make the tool a product you sell, turning down the highest price you could get',
          'Have the tool valued against two years of licence income, while the chance of a product of your own fades',
          'Negotiate the highest price you can and sell the tool, before any valuation shows what it is worth',
          'Sell if you keep the right to shape the tool your team relies on, giving up the highest price',
          'Sell if small firms like yours keep a low price, a clause that costs you control of the tool',
        ],
      },
      {
        text: 'Your own team is asking for new features first. What do you do?',
        options: [
          "Plan the tool for every firm in your trade, with the team's requests ranked behind the buyers'",
          'Rank every request by hours saved and build the top ones, and sell nothing to outside buyers yet',
          "Sell the tool as it is and add only the features buyers pay for, while your team's own needs wait",
          'Build what your team needs first and bring in outside buyers later, without asking them what they want',
          'Let your staff and the first buyers choose the next features together, even ones nobody pays extra for',
        ],
      },
    ],
  },
  {
    key: 'employer-wants-access-for-all-staff',
    category: 'Visionary',
    fits: ['language-app', 'fitness-app', 'budgeting-app', 'meal-planning-app', 'language-school', 'coding-school', 'fitness-studio'],
    setup: 'You run {business}, which sells to individuals, and a large employer asks to buy access for all 5,000 of its staff.',
    stakes: [
      {
        text: 'It wants a 60% discount on your normal price. What do you do?',
        options: [
          'Set up a unit that sells to employers alone, with its own prices, and turn down this 60% discount',
          'Work out the real cost of each user and set a floor, though a full-service pilot might win them sooner',
          'Agree to 45% off for staff only and close the deal, then use it to win other employers',
          'Offer a 500-person pilot at your normal price with every part of the service included',
          "Accept the discount if the staff's families can use it too, at a price no cost sheet supports",
        ],
      },
      {
        text: 'It needs features you do not have, such as reports for managers. What do you do?',
        options: [
          'Rebuild your offer for employers this month, reports and all, before the first version is polished',
          'Cost the features and agree a paid plan with the employer first, while its managers wait for a say',
          'Agree now and build basic reports within a month, on an offer you have not yet thought through',
          'Build the reports as carefully as the rest of the service, taking three months before a paid plan is agreed',
          'Build the reports with a few managers and the people who will use them, while the deal stays unsigned',
        ],
      },
      {
        text: 'Your current customers fear the service will get worse. What do you do?',
        options: [
          'Present the deal as the first step to better service for them too, without an evening to hear them',
          'Set service targets for current customers and report on them monthly, instead of a grand promise',
          'Close the deal and give current customers a month without charge, with no service targets to show them',
          'Hire and coach more staff before the deal starts so nothing slips, while the employer waits to close',
          'Invite current customers to an open evening before you sign, while new staff go unhired',
        ],
      },
    ],
  },
  {
    key: 'regulars-offer-to-prepay-a-year',
    category: 'Visionary',
    fits: ['restaurant', 'cafe', 'bakery', 'coffee-roastery', 'brewery', 'cheese-dairy', 'chocolate-maker'],
    setup: 'You run {business}, and a group of loyal customers offers to pay a year in advance for a membership with early access to what you make.',
    stakes: [
      {
        text: 'You need cash for new equipment this spring. What do you do?',
        options: [
          'Make members the centre of everything you sell this year, before you know how many would join',
          'Ask 50 regulars whether they would join at that price before ordering, while others sell memberships',
          'Sell a hundred memberships to the group and order the new equipment with the cash, perks and all',
          'Offer a small membership built on your three signature items, raising less cash than a bigger scheme',
          'Offer a cheaper membership with a say in what you make next, raising less than a model built on members',
        ],
      },
      {
        text: 'Other customers worry they will be left out. What do you do?',
        options: [
          'Make membership the centre of the firm, with no cheap level, even if some customers drift away',
          'Cap membership at 200 for the first year, with no early tastings, and keep an eye on other takings',
          'Launch it with a cheap level open to anyone, at a fixed price rather than pay-what-you-can',
          "Limit members to early tastings so each customer still gets the same goods, instead of a members' firm",
          'Add a pay-what-you-can level so no one is shut out, before any cap shows what members do to sales',
        ],
      },
      {
        text: 'The group wants a say in what you make. What do you do?',
        options: [
          'Offer the group part ownership of what you make next, with votes on the recipes as well',
          'Agree how far their say goes and review it in a year, starting with small choices',
          'Take the memberships and make one of their ideas next month, a gesture with no share of ownership',
          'Let them taste and comment, and keep the final choices in your hands, without a review of their say',
          'Give them a real say on one new product a season, even on choices you would not have made',
        ],
      },
    ],
  },
  {
    key: 'solar-roof-twice-your-needs',
    category: 'Visionary',
    fits: ['bakery', 'brewery', 'coffee-roastery', 'cheese-dairy', 'packaging-factory', 'metal-workshop', 'textile-mill', 'small-hotel', ...FARMS],
    setup: 'You run {business}, and an engineer proposes covering your roofs with solar panels that would produce twice the power you use.',
    stakes: [
      {
        text: 'Your energy bills tripled this year. What do you do?',
        options: [
          'Install them all and sell the spare power, while the homes on your road find another scheme',
          'Price a loan for each size of system against the bills and decide in a month, with bills still high',
          'Put in the smallest system next week to cut your bills, before anyone has priced the larger plan',
          'Choose panels built to last and fit them over two years, while cheaper systems cut bills sooner',
          'Offer part of the power to the homes on your road through a joint scheme, with cheaper panels to fund it',
        ],
      },
      {
        text: 'A bank offers a loan, but it would block other borrowing for five years. What do you do?',
        options: [
          'Take the loan and sell power to the grid on the side, though no model of your cash needs backs it',
          "Model your cash needs over the loan's term and ask other lenders, and install nothing meanwhile",
          'Ask for a shorter loan and install the first half now, at a higher rate than the panels built to last',
          'Pay from profits for a system built to last, saving less than the staff scheme might raise',
          'Ask your staff to invest small sums in the system, instead of selling power yourself',
        ],
      },
      {
        text: 'Your landlord owns the roofs and wants a share of the savings. What do you do?',
        options: [
          'Set up a power venture with the landlord that sells to your street, which pays only if more tenants join',
          "Work out each side's savings and offer a fixed share over the lease, while better equipment indoors waits",
          'Offer the landlord half the savings so work starts next month, giving away more than the tenants would ask',
          'Put the money into insulation and equipment indoors instead, a saving with no power venture to follow',
          'Bring the other tenants into the scheme and bargain as a group, before anyone has worked out the savings',
        ],
      },
    ],
  },
  {
    key: 'next-step-firm-proposes-merger',
    category: 'Visionary',
    fits: [...AGENCIES, ...TRADES],
    setup: 'You run {business}, and the owner of a firm that offers the service your clients usually buy next proposes merging into one company.',
    stakes: [
      {
        text: 'Your own firm is profitable and growing. What do you do?',
        options: [
          'Agree and build one business that handles a job from first step to last, before checking their work',
          'Go through their accounts and clients for three months first, and pitch no joint offer to clients',
          'Pitch a joint offer to three clients before merging anything, a test with no plan for the firm after',
          'Merge only after checking a sample of their jobs against yours, which takes weeks',
          'Spend an evening with both teams to hear their fears and hopes first, while clients wait for a joint offer',
        ],
      },
      {
        text: 'Their firm is losing money. What do you do?',
        options: [
          "Merge and point the joint business at work neither of you offers yet, while their staff's jobs hang on it",
          'Offer to buy their client book at a price set by an audit, instead of a bigger merged firm',
          'Take on their best clients under a referral deal straight away, before an audit says what they are worth',
          'Offer to help fix their work before any deal, which takes time your own clients would pay for',
          'Offer jobs to their people if the firm closes, at a cost no better work will recover this year',
        ],
      },
      {
        text: 'Half your staff would report to their owner. What do you do?',
        options: [
          'Ask both teams to work to a plan of roles drawn up from scratch, before any roles are agreed in writing',
          'Agree roles in writing, with a review after a year, before signing, and keep the teams apart',
          'Close with both owners as joint heads for a year, before the two teams work the same way',
          'Run the two teams separately this year until they work the same way, while staff wait to meet their owner',
          'Have your staff meet their new owner and choose their roles before signing, even if the deal slips',
        ],
      },
    ],
  },
  {
    key: 'cheaper-production-method',
    category: 'Visionary',
    fits: [...MAKERS],
    setup: 'You run {business}, and a new production method could make your products at a third of the cost, with a different look and feel.',
    stakes: [
      {
        text: 'A rival has already bought the machines. What do you do?',
        options: [
          'Design a range around the strengths of the method, and let the rival undercut you on price for now',
          'Use the method on one product line for six months, with your current method still setting the price',
          'Lease the machines and undercut the rival on price next month, with staff not yet retrained on them',
          'Stay with your method and explain to buyers what it gives them, without a range designed for the new one',
          'Retrain your people on the method before any purchase so no one loses work, even without a trial line',
        ],
      },
      {
        text: 'Your staff fear the machines will replace them. What do you do?',
        options: [
          'Plan the jobs your people will do beside the machines, roles that skip the plain work and may not work out',
          'Write down which tasks change over the next years and agree the plan with staff, a gradual switch',
          'Get one machine in now and let staff try it, promising no job cuts for a year, before any new roles exist',
          'Give the finishing to your most skilled people and the plain jobs to the machines, saving less than planned',
          'Agree each change with staff and let them set the order of training, while the machines sit idle',
        ],
      },
      {
        text: 'Your biggest buyer asks whether you will cut your prices. What do you do?',
        options: [
          'Offer the buyer a range built for the cheaper method, with the savings kept for the firm',
          'Cost the switch in detail and give the buyer a price plan later, before any range is built for the method',
          'Lease the machines now and promise the buyer 20% off from next quarter, before costing the switch',
          'Hold your price and show the buyer why your current method lasts longer, while a rival promises 20% off',
          'Divide the savings among the buyer and the people who run the machines, with less left for finer work',
        ],
      },
    ],
  },
  {
    key: 'tourist-numbers-falling',
    category: 'Visionary',
    fits: ['small-hotel', 'hostel', 'restaurant', 'cafe'],
    setup: 'You run {business}, and the number of tourists visiting your area has fallen two years in a row.',
    stakes: [
      {
        text: 'Other places nearby are cutting their prices. What do you do?',
        options: [
          'Go after remote workers who stay for months, without knowing where the visitors have gone',
          'Learn where visitors go now and why before changing, while travel firms sell cut-rate packages',
          'Sell packages to travel firms abroad at cut rates, with nothing in the offer to stand apart',
          'Raise what you offer to stand apart from the price cutters, instead of a joint plan with your neighbours',
          'Work with the other firms in the area on one plan to bring visitors back, instead of chasing remote workers',
        ],
      },
      {
        text: 'The local council offers grants for new kinds of tourism. What do you do?',
        options: [
          'Apply to make the area a place to learn a traditional skill, a bigger bid than guided walks',
          'Study which ideas were funded elsewhere and apply next round, instead of restoring what you have',
          'Apply with a small idea you can run straight away, such as guided walks, without residents on board',
          'Apply to restore what already makes your place special, a smaller proposal than a school of skills',
          'Apply jointly with residents for a plan that also serves them, with no study of what was funded before',
        ],
      },
      {
        text: 'Local people still come, but only in the evenings. What do you do?',
        options: [
          'Make the place one mainly for local people and let the tourist trade go, before refining any evening offer',
          'Find out what each opening hour earns over a couple of months, then move the times to match',
          'Sell evening deals to local clubs and societies, priced to fill the place, though tourists may drift away',
          'Build an evening offer local people cannot find elsewhere, at a cost no opening-hour figures support yet',
          "Open the space free by day to residents' groups, instead of selling evening deals to clubs",
        ],
      },
    ],
  },
  {
    key: 'franchise-request-from-abroad',
    category: 'Visionary',
    fits: ['restaurant', 'cafe', 'bakery', 'fitness-studio', 'climbing-gym', 'language-school', 'coding-school', 'music-school'],
    setup: 'You run {business}, and an entrepreneur from another country asks to open a franchise of it there.',
    stakes: [
      {
        text: 'You have never written down how you run the place. What do you do?',
        options: [
          'Draw up a franchise for many markets this year, though local hiring rules may differ',
          'Spend three months writing down every process before you agree, instead of planning for many markets',
          'Agree and send your strongest deputy to set it up, before any process is written down',
          'Spend months showing them the work yourself before agreeing, while they may want to start sooner',
          'Agree if they hire and train people from the area as you do, with your methods still unwritten',
        ],
      },
      {
        text: 'They offer a large fee up front. What do you do?',
        options: [
          'Take the fee and plan sites abroad in many places, before checking their finances',
          'Look into their finances and market for two months before accepting, while a second site at home waits',
          'Accept the fee and use it to open a second site at home this year, with their training left to them',
          'Take a lower fee in return for running their training yourself, though you have no say over their pay',
          'Accept a lower fee if they pay their people as well as you pay yours, instead of a network of sites',
        ],
      },
      {
        text: 'Your business partner thinks it will distract you. What do you do?',
        options: [
          "Hand the home site to your partner while you build the franchise, adding a manager's cost at home",
          'Agree limits on time and money with your partner and review them at midyear, before the home site runs alone',
          'Close the franchise deal and hire someone to run things at home, before your team has a say',
          'Hold back the franchise while your own site learns to run smoothly without you, even if the chance abroad fades',
          'Reach the decision together with your partner and the staff most affected, before any limits are set',
        ],
      },
    ],
  },
  {
    key: 'employee-side-project',
    category: 'Visionary',
    fits: [...AGENCIES, ...BUSINESS_SOFTWARE, ...APPS, ...MAKERS, ...FOOD_MAKERS, ...BRANDS],
    setup: 'You run {business}, and an employee has built a side project in their spare time that your customers have started to ask about.',
    stakes: [
      {
        text: 'They would need half their working time to develop it. What do you do?',
        options: [
          'Give it a budget and a name of its own, before it is polished enough to match your range',
          'Give them one day a week through the spring and judge the results, while the team cannot join in',
          'Sell it to the customers who asked and build only what they pay for, with no budget set aside',
          'Let them polish it until it matches what you sell now before anyone buys, however long that takes',
          'Make it a project the whole team can join, which is harder to steer than selling it to those who asked',
        ],
      },
      {
        text: 'They ask for a share of any profits. What do you do?',
        options: [
          'Offer them part ownership of a company built on it, giving away more than a pool for colleagues would',
          'Agree a profit share tied to results at the end of a year, instead of a stake in its future',
          'Agree a flat 10% of sales and start selling, before any results are measured',
          'Agree a share once the product is fit to carry your name, while others would start selling',
          'Offer them a cut and a pool for colleagues who pitch in, before the product is finished properly',
        ],
      },
      {
        text: 'A rival has offered them a job to build it there. What do you do?',
        options: [
          'Match the offer with a role running the idea as its own venture, before its earnings are weighed',
          "Set the idea's likely earnings beside the cost of a counter-offer, while a rival offers a raise now",
          'Offer a raise and a launch date next month, without the time and equipment it would need',
          'Offer the time and equipment to build it with you at your pace, and no role beyond the one they have',
          'Find out what they want most and shape the role with them, even if they want a venture of their own',
        ],
      },
    ],
  },
  {
    key: 'companies-buy-products-as-gifts',
    category: 'Visionary',
    fits: ['chocolate-maker', 'coffee-roastery', 'tea-company', 'cheese-dairy', 'ceramics-studio', 'stationery-brand', 'skincare-brand'],
    setup: 'You run {business}, and companies have started buying your products in bulk as gifts for their staff and clients.',
    stakes: [
      {
        text: 'These orders now make up a fifth of your sales. What do you do?',
        options: [
          'Give corporate gifts their own name and shop, instead of ringing more companies for quick orders',
          'Work out what gift orders really earn this quarter before growing them, with the gift range left as it is',
          'Ring fifty more companies to sell gift boxes, filled with whatever you have in stock',
          'Design a gift range that shows the work at its finest, while a gift shop of your own waits',
          'Fill the boxes with extras from small producers nearby, before working out what they earn',
        ],
      },
      {
        text: 'Most of the orders arrive in the six weeks before the holidays. What do you do?',
        options: [
          "Plan a gift service for company events all year round, taking orders beyond December's capacity",
          "Forecast holiday demand from last year's orders and hire early, though seasonal workers may be gone",
          'Take every order you can and run paid extra shifts, though a year-round service might pay better',
          'Cap holiday orders at what your team can make without shortcuts, before any forecast is made',
          'Hire seasonal staff through job schemes nearby and train them early, with extra shifts still needed',
        ],
      },
      {
        text: 'A large company wants its logo on your packaging. What do you do?',
        options: [
          "Make goods to each company's order as a separate line, instead of a work scheme packing boxes",
          'Price custom work with care and set a minimum order, instead of a range made to order',
          'Agree and have the logos printed by a printer you know, before pricing the custom work',
          'Agree if you design the packaging yourself to match your look, while a local printer could do it faster',
          'Agree if the boxes are packed by a work scheme for young people nearby, at a cost above what you design in',
        ],
      },
    ],
  },
  {
    key: 'online-marketplace-invitation',
    category: 'Visionary',
    fits: [...BRANDS, 'chocolate-maker', 'tea-company', 'coffee-roastery'],
    setup: 'You run {business}, and a large online marketplace invites you to sell there, keeping 25% of each sale and setting its own rules.',
    stakes: [
      {
        text: 'Sales on your own website have stopped growing. What do you do?',
        options: [
          'Start a subscription club for loyal buyers instead, which may grow slower than ten products on the marketplace',
          "List ten products there for three months and check the margin against your website's, before any club",
          'Put your full range up and advertise it every day in the first month, swallowing fees on the items you are proudest of',
          'List just the items you are proudest of, with well-made photos, rather than the whole range',
          'Sell through small independent stores instead, which grows sales slower than a subscription club might',
        ],
      },
      {
        text: 'A rival joined last year and doubled its sales. What do you do?',
        options: [
          "Go where the rival isn't, with a direct offer the marketplace cannot match, before costing it",
          "Estimate the rival's real margin after fees and returns, a month while it keeps chasing early reviews",
          'Join, price just under the rival and chase the early reviews, with less detail than your best pieces deserve',
          'Join with a handful of pieces that beat the rival on detail, at a price that reflects it',
          'Join and use each listing to introduce the people who make your goods, a slower path than a direct offer',
        ],
      },
      {
        text: 'The marketplace would own the customer details. What do you do?',
        options: [
          'Stay off it and build your own list of customers, however slowly it grows at first',
          'Have a lawyer read the contract and try one item there first, a careful start that takes time',
          'Join this month and chase early reviews, accepting that repeat buyers will stay on the marketplace',
          'Join with goods good enough that buyers come back on their own, even without their details',
          "Invite regular buyers to a members' list with early news, so they keep buying direct",
        ],
      },
    ],
  },
  {
    key: 'buyers-from-unmarketed-countries',
    category: 'Visionary',
    fits: [...BRANDS],
    setup: 'You run {business}, and a third of your online buyers now come from countries you have never marketed to.',
    stakes: [
      {
        text: 'Your website and customer service work in one language only. What do you do?',
        options: [
          'Remake the firm to sell in many countries from the start, with costs long before sales',
          'Pick the few countries that bring the most profit and translate for those first',
          'Put machine translation on the whole site tomorrow and fix errors as buyers report them',
          'Have native speakers translate for one country at a time, which takes a year for three',
          'Recruit buyers from those countries as paid advisers on the service, months before it pays',
        ],
      },
      {
        text: 'Delivery and payment problems cause many complaints from abroad. What do you do?',
        options: [
          'Set up delivery through partners in each country, a model that may take a year to work',
          'Sort the problems by what caused them and fix the worst this quarter, while some continue',
          'Switch to a global delivery service, paying more per order to stop the complaints within weeks',
          'Pause sales abroad until delivery and payment run as smoothly as at home, losing sales meanwhile',
          'Call each unhappy buyer yourself and refund generously, at a cost to your margin',
        ],
      },
      {
        text: 'A distributor abroad wants exclusive rights to sell your products there. What do you do?',
        options: [
          'Decline and plan your own presence abroad, rather than handing a market to someone else',
          'Set their plan beside your own sales there and offer them a year on approval',
          'Sign for two years and use their sales to test the market, giving up some control',
          'Agree only if they present your goods as carefully as you would, which narrows the field',
          'Pick a smaller distributor that supplies independent stores there',
        ],
      },
    ],
  },
  {
    key: 'three-market-leaders-merge',
    category: 'Visionary',
    fits: [...AGENCIES, ...LOGISTICS, ...BUSINESS_SOFTWARE],
    setup: 'You run {business}, and the three largest firms in your market have announced that they will merge.',
    stakes: [
      {
        text: 'Several of their clients are unhappy about the merger. What do you do?',
        options: [
          'Lead in the services the merged giant will drop, rather than chasing its clients one by one',
          'Rank their clients by value and risk of leaving, and contact them in that order',
          'Ring their ten biggest unhappy clients this week with an offer, stretching your team to serve them',
          'Make your own jobs clearly better than theirs so their clients come to you, which takes months',
          'Join with two small firms to take on those clients together, sharing the jobs and the fees',
        ],
      },
      {
        text: 'Their best staff are looking for new jobs. What do you do?',
        options: [
          'Hire a team for the work the merger leaves behind, in a market you have not tested',
          'Hire for the roles your plan needs this year and no more, even if good people go elsewhere',
          'Make offers to the five best people, before you know how you will use them all',
          'Hire the few whose jobs you admire most and let them teach others, at a higher salary bill',
          'Hire people who would otherwise lose their jobs, wherever you can use them',
        ],
      },
      {
        text: 'The merged firm has offered to buy your business. What do you do?',
        options: [
          'Refuse and make your firm the alternative to the giant, with more risk for years',
          'Have the business valued and set the offer beside five years of your own plan',
          'Use the offer to push the price up and agree a sale within weeks, before the terms change',
          'Refuse because your way of working would be lost inside them, accepting a tougher market',
          'Decide with the people who work for you, whose jobs depend on it, even if that means a lower price',
        ],
      },
    ],
  },
  {
    key: 'students-prefer-online-lessons',
    category: 'Visionary',
    fits: ['language-school', 'coding-school', 'music-school', 'fitness-studio'],
    setup: 'You run {business}, and half of your students now say they would rather take lessons online than in person.',
    stakes: [
      {
        text: 'The lease on your building runs for five more years. What do you do?',
        options: [
          'Teach only online from next year, for students anywhere, and sublet the building',
          'Note which lessons work online for a term and plan the space from that, a slow start',
          'Launch online lessons next month with the teachers you have, accepting an uneven first term',
          'Keep lessons in person and make them worth the journey, at a higher price',
          'Rent spare rooms to groups from nearby at low rates, which covers only part of the rent',
        ],
      },
      {
        text: 'Your teachers are divided about teaching online. What do you do?',
        options: [
          'Start hiring teachers for online lessons only this month, a parallel school that divides your attention',
          'Run a term of online lessons with volunteers and judge the results before asking everyone to change',
          'Offer online lessons with the teachers willing to try, and learn as you go along',
          'Coach every teacher in teaching online before you start, which delays the launch by months',
          'Give the teachers a couple of evenings to talk it through and share out the online lessons',
        ],
      },
      {
        text: 'An online platform offers to sell your lessons worldwide for half the fee. What do you do?',
        options: [
          'Decline and open a school online for students worldwide yourself, slower but yours to shape',
          'Accept for one course and look at the income at six months, a slow and careful way in',
          'Accept for all courses to reach students around the world, at half the fee per student',
          'Accept if you control how lessons are recorded and presented, which narrows the deal',
          'Accept for one course and let your teachers plan it and keep part of its income, leaving less for you',
        ],
      },
    ],
  },
  {
    key: 'site-next-door-for-sale',
    category: 'Visionary',
    fits: ['bakery', 'brewery', 'cheese-dairy', 'kombucha-maker', 'furniture-workshop', 'metal-workshop', 'packaging-factory', 'small-hotel', 'climbing-gym', 'warehousing', ...FARMS],
    setup: 'You run {business}, and the site next to yours has come up for sale at a fair price.',
    stakes: [
      {
        text: 'Buying it would use all your savings. What do you do?',
        options: [
          'Buy it and open a business there that fits your own, even with no savings left',
          'Model three uses of the site and their returns before you make an offer',
          'Offer a little below the asking price and rent out part of the site to cover costs',
          'Buy it to give your main work more room and better tools, a more modest plan',
          'Buy it with partners from nearby and make space for small firms',
        ],
      },
      {
        text: 'A developer plans to build flats there if you do not buy it. What do you do?',
        options: [
          'Buy it and plan a site of homes, shops and your own work, a project well outside your trade',
          'Work out how the flats would affect your business, and price the site on that',
          'Offer the asking price to beat the developer, borrowing at a steep rate that costs you for years',
          'Let it go and put the money into your own site, accepting new neighbours and their complaints',
          'Meet the neighbours and the developer on a plan that serves both, which may go nowhere',
        ],
      },
      {
        text: 'Your business partner wants to use the money to pay off debt instead. What do you do?',
        options: [
          'Argue for the site as the heart of your next ten years, with a year of higher risk',
          'Work out both uses over five years and decide with your partner next month',
          'Offer to buy the site yourself with a short loan, leaving the debt plan as it is',
          'Pay off part of the debt and rent part of the site for your core work, a smaller step',
          'Bring your staff into the choice with your partner, since jobs depend on it, which takes longer',
        ],
      },
    ],
  },
];
