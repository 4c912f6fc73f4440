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
          'Propose a joint product made from the leftovers now, a bigger prize that may take years to pay',
          'Cost five years of leftovers and ask for a yearly price review, though the firm may walk away',
          'Sign for two years instead of five and invite other buyers to bid after that, which may annoy this firm',
          'Sort and clean the leftovers so they earn a higher price, which adds hours of work every week',
          'Set aside a share for local schools and small firms that can reuse it, and accept a smaller contract',
        ],
      },
      {
        text: 'Your disposal bill has just doubled. What do you do?',
        options: [
          'Redesign your process so the leftovers become a second product, a longer and less certain route',
          'Compare the offer with two other buyers over a month, paying the higher bill in the meantime',
          "Accept the firm's offer as it stands and stop the bill, though a better price may come later",
          'Cut the leftovers at the source by refining how you work, which takes months of trials',
          'Join nearby firms to collect and reuse leftovers together and split the bill, weeks of talks first',
        ],
      },
      {
        text: 'Your team proposed a product made from the leftovers last year. What do you do?',
        options: [
          "Back the team's product and build a new brand on it, which needs more money than the offer brings",
          "Test the team's idea on a small batch for three months first, though the firm may not wait",
          'Sell to the firm now and let the team try its idea on whatever is left, a thin base for it',
          'Give the team time to develop the product until it matches your main range, earning nothing yet',
          'Put the choice to the team that proposed the idea and share any gains with them, at lower profit',
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
          'Offer now to run their new in-house team for a fee, a kind of business with no track record',
          'Plan for a year with a third less revenue and cut costs step by step, which may prove too cautious',
          'Sign up two new customers of the same size this quarter, stretching your team across more accounts',
          'Make your work so hard to match that they stay, which means months of investment before they decide',
          'Help them build their team and ask for referrals to similar firms, a slow way to refill a third',
        ],
      },
      {
        text: 'They ask you to train their new staff before you leave. What do you do?',
        options: [
          'Turn the training into a paid programme for other firms making the same move, an untested market',
          'Agree a fixed scope, price and end date for the training, which may cool their goodwill',
          'Agree to train them and use every visit to offer other services, spreading your team thin',
          'Train them in your full methods, although you hand a future rival your best practice',
          'Train them, and find roles at other customers for your staff on the account, at a cost to margin',
        ],
      },
      {
        text: 'Two of your staff work only on that account. What do you do?',
        options: [
          'Make the two staff the core of a fresh service for firms like this one, with no buyers yet',
          'Map which other accounts could absorb their hours in the next six months, and set their roles from that',
          'Send the two staff out to sell to new accounts in person, leaving less support for current ones',
          'Move the two staff to your hardest work, where their skills matter most, at a cost to profit',
          'Sit down with the two staff this week and plan their next roles with them, without a quick answer',
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
          'Plan for the walkers and cyclists the new streets will bring, a customer you do not have yet',
          'Survey customers on how they would come after the change and plan from that, over a season',
          'Start a delivery and collection service for car customers, adding cost and work for the team',
          'Make a visit worth the longer walk with a richer offer, which costs more to run every day',
          'Ask the city, with the other firms on your street, for drop-off spaces, a campaign of many months',
        ],
      },
      {
        text: 'Building works will block your street for six months first. What do you do?',
        options: [
          'Use the six months to remake the business for a car-free street, with little income meanwhile',
          'Budget for six months of lower sales and negotiate a rent cut, which the landlord may refuse',
          'Open a temporary stand on a nearby open street, stretching your staff across two sites',
          'Close for part of the works to refit the premises in depth, losing sales but reopening better',
          'Stay open and hold events with neighbours so people still come, at a loss for some months',
        ],
      },
      {
        text: 'A developer offers to buy your lease before the change. What do you do?',
        options: [
          'Refuse and plan for the foot traffic the new streets will bring, which may take years to arrive',
          'Forecast five years of trade with and without cars and let the figures answer, even if the offer lapses',
          'Push the developer for a higher price and move to a busier street this year, risking your regulars',
          'Stay and use the quieter years to raise what you offer, even if sales dip for a while',
          'Meet your staff and regulars this week to hear what they need, which may cost you the offer',
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
          'Build an online school around your methods, a second business that will compete for your time',
          'Run one paid evening class a month for a season and track demand, a slow start',
          'Sell a weekend class and pay staff overtime to run it, tiring a team that is already busy',
          'Hire and train a teacher in your methods first, which takes months before any class runs',
          'Offer free classes to young people who want to enter the trade, at the cost of your evenings',
        ],
      },
      {
        text: 'A rival has just launched classes of its own. What do you do?',
        options: [
          'Go further and certify other businesses in your methods, though no one has asked for that yet',
          "Study the rival's prices and bookings for two months before setting yours, letting them lead",
          'Launch your own classes next week at a lower price, though the first ones will be rough',
          'Offer fewer, longer classes that go deeper than theirs, for fewer people at a higher price',
          'Propose joint classes for beginners with the rival, sharing the income and the credit',
        ],
      },
      {
        text: 'Your best employee wants to lead the teaching. What do you do?',
        options: [
          'Make them head of a new training arm with its own plans, taking them away from production',
          'Agree a six-month trial with targets for bookings and feedback, which may feel cautious to them',
          'Let them start this month with whatever classes they can sell, on top of their current work',
          'Have them refine the course with you, lesson by lesson, which delays the first class by months',
          'Let them design the classes with the customers who asked, sharing the income, at a lower margin',
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
          'Start reinventing the place this month around what younger people want, risking the regulars',
          'Find which products and hours lose money and cut them over a year, a slow and careful path',
          'Start online orders and daily posts, and accept rough results while you learn what works',
          'Focus on what your regulars value most and do it better than anyone, in a smaller market',
          'Hire two younger staff from the area and let them shape part of the offer, at a higher cost',
        ],
      },
      {
        text: 'Your landlord offers a lower rent if you sign for ten more years. What do you do?',
        options: [
          'Sign only if you can remake the concept for new customers, which the regulars may not follow',
          "Model ten years of sales at today's rate first, though the landlord may withdraw the offer",
          'Sign for the lower rent and spend the savings on ads aimed at younger people, before you know they work',
          'Sign and spend the savings on a careful refit of every detail, which takes years to repay',
          'Hold an evening with regulars and neighbours on the next ten years before you sign, a slower answer',
        ],
      },
      {
        text: 'A younger relative offers to join you and modernise the place. What do you do?',
        options: [
          'Let them rebuild the place around their own ideas, accepting that you may not recognise it',
          'Agree a one-year plan with goals and a budget before they start, which may frustrate them',
          'Give them a corner to run their own way from next month, however untidy the first results are',
          'Have them learn the trade with you for a year before changing anything, a slower handover',
          'Bring them in alongside your staff and regulars to shape the changes together, which takes time',
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
          'Move your range toward crops that will do well in the new climate, a long and uncertain change',
          'Model three price and harvest scenarios for five years and act on the likeliest, a slow answer',
          "Lock in next year's supply now with forward contracts, accepting the risk that prices fall",
          'Use less of the crop but of a finer grade and charge more, selling to fewer customers',
          'Pay growers to adapt their farms in return for a long contract, at a cost to your margin',
        ],
      },
      {
        text: 'Your main growers say they may stop farming the crop. What do you do?',
        options: [
          'Start growing a new, heat-tolerant variety with them as a joint venture, years before it pays',
          'Find and test three other growing regions over a year, paying more while you compare them',
          "Buy up this season's available stock before others do, tying up cash you may need elsewhere",
          'Keep working with the best of them on yield and care, though your supply shrinks for a time',
          'Help the growers move part of their land to other crops you could buy, accepting lower volumes',
        ],
      },
      {
        text: 'A buyer wants a fixed price from you for three years. What do you do?',
        options: [
          'Offer a contract built on a fresh product that uses less of the crop, which the buyer may reject',
          'Price the contract on a model of future harvests, with a review clause, which may lose the deal',
          'Sign for three years at a higher price and hedge what you can, carrying the risk yourself',
          "Sign only for the smaller volume you can supply at today's grade, giving up part of the deal",
          'Agree a price only if your growers get a set share of it, which slows the talks with the buyer',
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
          'Launch your own resale and repair service, a new business that may eat into new sales',
          'Start tracking this month how resale affects new sales, while others take the profit for a quarter',
          'Buy back used products this month and resell them yourself, with rough processes at first',
          'Put your effort into making the next range last even longer, which takes a year to show',
          'Offer trade-in credit so owners can pass products on to new users, at a cost to your margin',
        ],
      },
      {
        text: 'A resale website offers to partner with you. What do you do?',
        options: [
          'Propose a joint label for certified used products, far slower to set up than a simple deal',
          'Ask for three months of their sales figures and terms first, which may let a rival sign instead',
          'Sign a trial and promote it to your customers at once, accepting terms you have not tested',
          'Partner only if every item is checked and repaired in your workshop, which limits volume',
          'Partner only if fees stay low for owners selling their used items, a harder deal to close',
        ],
      },
      {
        text: 'Some buyers complain that resold items arrive badly worn. What do you do?',
        options: [
          'Create a certified used line that you sell yourself, a move into a market you do not know',
          'Inspect fifty resold items to find what wears out first, a month before any fix reaches buyers',
          'Offer to repair any resold item at a flat fee, taking on extra work your team must fit in',
          'Publish care and repair guides and train repairers, a slow way to keep products in shape',
          'Hold repair days for owners with local repairers, building loyalty slowly and at a cost',
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
          'Spin the tool off as a separate software company, a second business that needs new skills',
          'Sell five licences for a year and measure the support cost before hiring, a slow first step',
          'Sell it to every firm that asked and hire a freelance developer for support, a thin safety net',
          'Polish it for your own team first and sell it in a year, letting some of the interest fade',
          'Share it free with smaller firms in your trade and build a user group, earning little from it',
        ],
      },
      {
        text: 'A software company offers to buy the tool outright. What do you do?',
        options: [
          'Decline and build your own software arm around it, trading a sure sale for years of building',
          'Have the tool valued and set the offer against two years of licence income, which takes weeks',
          "Negotiate the highest price you can and sell, giving up any share of the tool's future growth",
          'Sell only if you keep the right to shape the tool your team relies on, for a lower price',
          'Sell on condition that small firms like yours keep a low price, a clause that cuts the offer',
        ],
      },
      {
        text: 'Your own team is asking for new features first. What do you do?',
        options: [
          "Plan the tool as a product for the whole trade and fit your team's requests into that plan",
          'Rank every request by hours saved and build the top five first, keeping outside buyers waiting',
          'Sell it now as it is and add only the features buyers will pay for, leaving your team to wait',
          'Build what your team needs first and show outside buyers later, letting their interest cool',
          'Invite your team and the first buyers to choose the next features in one group, and give up control',
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
          'Start a separate arm that sells to employers, with its own prices, in a market you do not know',
          'Work out the real cost per user and set a floor before you reply, though they may buy elsewhere',
          'Accept a 45% discount and sign, then use the deal to win other employers, at thin margins',
          'Offer a 500-person pilot at your normal price with full service, which they may turn down',
          'Accept the discount if staff families can join too, spreading the benefit at a lower margin',
        ],
      },
      {
        text: 'It needs features you do not have, such as reports for managers. What do you do?',
        options: [
          'Start rebuilding your offer for employers this month, reports and all, away from your customers',
          'Cost the features and agree a paid plan for them with the employer first, slowing the deal',
          'Sign now and build simple reports within a month, accepting a few unhappy managers at first',
          'Build the reports with the same care as your main service, taking three months before signing',
          'Build the reports with a few managers and staff so both find them useful, which slows the deal',
        ],
      },
      {
        text: 'Your current customers fear the service will get worse. What do you do?',
        options: [
          'Present the deal as a step toward a larger service that also serves them, and accept some doubt',
          'Set service targets for current customers and report on them monthly, which costs staff time',
          'Sign the deal and give current customers a free extra month now, a cost you have not planned',
          'Hire and train extra staff before the deal starts so nothing slips, which delays the contract',
          'Invite current customers to a meeting before you sign and adjust the deal, which may cost you it',
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
          'Build the whole business around members, a new model that may put off walk-in customers',
          'Model how many members would pay for the equipment and test the offer with 50 people first',
          'Sell a hundred simple memberships and order the equipment with the cash, a year of perks to honour',
          'Offer a small membership for your three best products only, raising less cash for the equipment',
          'Offer a cheaper membership with a vote on new products, raising less cash for the equipment',
        ],
      },
      {
        text: 'Other customers worry they will be left out. What do you do?',
        options: [
          'Make membership the core of another kind of business and accept that some customers will leave',
          'Cap membership at 200 for a year and measure how it affects other sales, growing slowly',
          'Launch it with a cheap entry level open to anyone, though the cheap level earns you little',
          'Keep members to early tastings only so everyone still gets the same products, raising less cash',
          'Add a pay-what-you-can level so no one is shut out, which lowers the income per member',
        ],
      },
      {
        text: 'The group wants a say in what you make. What do you do?',
        options: [
          "Turn them into a members' club that co-owns new product lines, a model you have never run",
          'Agree a clear limit on their say with a review after a year, which may disappoint some of them',
          'Take the memberships now and make one of their ideas next month, a gesture that may not satisfy them',
          'Let them taste and comment, but keep the final choices and your standards in your own hands',
          'Give them a real vote on one new product a season, accepting choices you would not make',
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
          'Install them all and sell the spare power to neighbours, a second trade with rules you must learn',
          'Compare five years of bills with the loan cost for each size of system, and decide next quarter',
          'Install the smallest system to cut bills at once, and leave the larger plan for a later year',
          'Choose the best-made panels and fit them in stages over two years, a slower route to lower bills',
          'Share the system with the homes nearby through a joint scheme, which takes longer to agree',
        ],
      },
      {
        text: 'A bank offers a loan, but it would block other borrowing for five years. What do you do?',
        options: [
          'Take the loan and plan a second business selling power, accepting five years with no other credit',
          'Model your cash needs for five years and look for other lenders meanwhile, which may lose this loan',
          'Negotiate a shorter loan this week and install the first half, accepting a higher rate',
          'Pay for a smaller, well-built system from profits instead, saving less but borrowing nothing',
          'Invite staff and neighbours to invest small sums in the system, which takes months to raise',
        ],
      },
      {
        text: 'Your landlord owns the roofs and wants a share of the savings. What do you do?',
        options: [
          'Propose a joint energy company with the landlord, a new venture far beyond your trade',
          "Calculate each side's savings and offer a fixed share for ten years, which takes weeks to agree",
          'Offer the landlord half the savings to start this month, giving away more than you need to',
          'Put the money into better insulation and equipment inside instead, a smaller saving you control',
          'Bring the other tenants into the scheme with the landlord, which makes the talks longer',
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
          'Agree and build one firm that handles a whole project from start to end, a business to learn',
          'Spend three months reviewing their accounts and clients, while they may look for another partner',
          'Pitch a joint offer to three clients before merging, which the owner may see as stalling',
          'Merge only if their work matches yours, which means a long review of their jobs and maybe no deal',
          'Meet both teams this week to hear their fears and hopes first, which costs weeks you may not have',
        ],
      },
      {
        text: 'Their firm is losing money. What do you do?',
        options: [
          'Merge and turn the joint firm into another kind of service, betting that the losses are temporary',
          'Offer to buy their client list at a price based on a careful audit, which may offend the owner',
          'Take on their best clients under a referral deal, without taking on the firm or its losses',
          'Offer to help fix their work before any deal, which takes your time with no sure return',
          'Offer jobs to their staff if the firm closes, at a cost you have not planned for this year',
        ],
      },
      {
        text: 'Half your staff would report to their owner. What do you do?',
        options: [
          'Design a new structure for the joint firm from scratch, a change no one there has lived through',
          'Agree a clear chart of roles and a one-year review before signing, which delays the deal',
          'Sign this month with both owners as joint heads for a year, a shared command that may clash',
          'Keep the two teams apart until they share one way of working, giving up savings for now',
          'Let your staff meet their owner and help choose their roles first, slowing the merger',
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
          'Design a different range around what the method does best, with a look your buyers may not want',
          'Test the method on one product line for six months, which lets the rival lead the market',
          'Lease the machines and undercut the rival on price next month, accepting early faults',
          'Keep your current method and make its difference visible, at a higher price in a smaller market',
          'Retrain your staff on the method before buying so no one loses work, which delays the switch',
        ],
      },
      {
        text: 'Your staff fear the machines will replace them. What do you do?',
        options: [
          'Create new roles around the machines that do not exist yet, a plan that may not work out',
          'Map which tasks change over two years and share the plan with staff, a slow transition',
          'Buy one machine now and let staff try it, promising no job cuts for a year, a costly promise',
          'Use the machines only for rough work and keep skilled staff on the finishing, saving less',
          'Agree the changes with staff and let them choose who trains first, which slows the savings',
        ],
      },
      {
        text: 'Your biggest buyer asks whether you will cut your prices. What do you do?',
        options: [
          'Offer the buyer a different range built on the new method, a larger deal with an untested product',
          'Cost the switch in detail and give the buyer a price plan in two months, risking their patience',
          'Promise the buyer 20% off from next quarter and buy the machines to deliver it, at real risk',
          'Keep your price and show the buyer why your current method lasts longer, which may lose them',
          'Share the savings between the buyer and your staff, which leaves less for the business',
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
          'Reposition for remote workers who stay for months, a different customer you would need to win',
          'Study where visitors now go and why before changing, which takes a season you can barely afford',
          'Sell packages to travel firms abroad this month at lower prices, taking thinner margins',
          'Raise what you offer to stand apart from the price cutters, at a cost that takes years to repay',
          'Work with other local firms on a shared plan to bring visitors back, hard to steer and slow',
        ],
      },
      {
        text: 'The local council offers grants for new kinds of tourism. What do you do?',
        options: [
          'Apply for a project that makes the area a place to learn a traditional skill, which pays only in years',
          'Study which ideas were funded elsewhere and apply next round with a stronger case, a year later',
          'Apply with a small idea you can run at once, such as guided walks, for a modest grant',
          'Apply to restore and improve what already makes your place special, a narrower proposal',
          'Apply jointly with local residents for a project that also serves them, which takes longer',
        ],
      },
      {
        text: 'Local people still come, but only in the evenings. What do you do?',
        options: [
          'Turn the place into one mainly for local people and drop the tourists, which may not pay',
          'Track costs and sales by the hour for two months and adjust opening times, a slow fix',
          'Sell evening deals to local groups from next week, accepting lower prices to fill the place',
          'Build an evening offer local people cannot find elsewhere, which takes time and money to refine',
          'Let local groups use the space by day for free and build ties, with little income at first',
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
          'Use the request to design a franchise model for many countries, far more work than one site',
          'Spend three months writing down every process before you agree, though they may lose interest',
          'Agree and send your best manager to set it up, leaving your own site short-staffed',
          'Agree only after training them yourself for months, so it runs as well as your own site',
          'Agree if they hire and train local people as you do, which narrows who could take it on',
        ],
      },
      {
        text: 'They offer a large fee up front. What do you do?',
        options: [
          'Take the fee and plan a network of sites abroad, a kind of business you have never run',
          'Check their finances and market for two months before accepting, risking that they walk away',
          'Accept the fee and use it to open a second site at home this year, dividing your attention',
          'Take a smaller fee in return for running their training yourself, which they may refuse',
          'Accept a smaller fee if they pay their staff as well as you pay yours, which may end the talks',
        ],
      },
      {
        text: 'Your business partner thinks it will distract you. What do you do?',
        options: [
          'Let your partner run the home site while you build the franchise, a change of role for both',
          'Agree limits on time and money with your partner and review them in six months, a slower start',
          'Sign the franchise and hire a manager at home this month, adding costs before any income',
          'Delay the franchise until your own site runs smoothly without you, which may take years',
          'Decide with your partner and your team, whose work would change most, which takes more time',
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
          'Back it as a new business line with its own budget, pulling money and focus from your core work',
          'Give them one day a week for three months with clear targets, a slow start that may lose them',
          'Sell it to the customers who asked and build only what they pay for, a rough product at first',
          'Let them finish it to the level of your main products before anyone buys, which takes months',
          'Make it a shared project the whole team can join, harder to steer and longer to finish',
        ],
      },
      {
        text: 'They ask for a share of any profits. What do you do?',
        options: [
          'Offer them part ownership of a new company built on it, giving away a share of a larger future',
          'Agree a profit share tied to clear results after a year, which they may find too slow',
          'Agree a flat 10% of sales today and start selling, a deal they may resent if the product grows',
          'Agree a share once the product is ready to carry your name, which delays any income',
          'Offer a share to them and a pool for the colleagues who help, which lowers your own return',
        ],
      },
      {
        text: 'A rival has offered them a job to build it there. What do you do?',
        options: [
          'Match the offer with a role leading a new venture around the project, on an idea no buyer has tested',
          "Compare the project's likely earnings with the cost of a counter-offer, though they may leave first",
          'Offer a raise and a launch date next month, taking on a project you have not tested yet',
          'Offer the time and tools to build it with you at your pace, which a rival may not give them',
          'Ask what they want most and build the role with them, even if the answer is not what you hoped',
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
          'Build a separate gifts business for companies under its own name, in a market you barely know',
          'Compare the margin on gift orders with normal ones for a quarter, and grow them only if they pay',
          'Call fifty more companies to sell gift boxes, taking time away from your regular buyers',
          'Design a gift range that shows your finest work, which takes months to develop and test',
          'Fill the boxes with extras from small local makers, spreading the work, at a lower margin',
        ],
      },
      {
        text: 'Most of the orders arrive in the six weeks before the holidays. What do you do?',
        options: [
          'Plan a year-round gift service for company events, a wider business you have not tested',
          "Forecast holiday demand from last year's orders and hire temporary staff early, tying up cash",
          'Take every order you can and run paid extra shifts in December, a hard month for the team',
          'Cap holiday orders at what your team can make without shortcuts, turning some buyers away',
          'Hire temporary staff through local job schemes and train them early, at a higher cost per person',
        ],
      },
      {
        text: 'A large company wants its logo on your packaging. What do you do?',
        options: [
          'Offer fully custom products for companies as a new line, going well beyond adding a logo',
          'Price custom work carefully and set a minimum order, which may lose the smaller buyers',
          'Agree and have the logos printed by a local printer you know, accepting a rougher finish',
          'Agree only if you design the packaging yourself so it matches your look, which costs time',
          'Agree if the boxes are packed by a local work scheme, which adds cost and slows the order',
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
          'Build a subscription club for loyal buyers instead, a different model that takes a year to grow',
          'List ten products for three months and compare the margin with your website, a slow test',
          'List your full range this week and push it hard in the first month, accepting the fees',
          'List only your finest products, with careful photos and text, and reach fewer buyers',
          'Sell through a network of small independent shops instead, which grows sales only a little',
        ],
      },
      {
        text: 'A rival joined last year and doubled its sales. What do you do?',
        options: [
          "Go where the rival isn't, with a direct service the marketplace cannot copy, far from sure to work",
          "Estimate the rival's real margin after fees and returns, a month's work while it keeps selling",
          'Join, price just under the rival and push hard for the early reviews, at a thin margin',
          'Join with a smaller range that clearly beats the rival on finish, at a higher price',
          'Join and use each listing to introduce the people who make your products, which costs time',
        ],
      },
      {
        text: 'The marketplace would own the customer details. What do you do?',
        options: [
          'Stay off it and build your own network of customers, accepting slower growth for a larger future',
          'Have a lawyer review the contract and test one product first, a careful start that takes time',
          'Join and chase early reviews, accepting that repeat buyers will stay on the marketplace',
          'Join with products good enough to bring buyers back, counting on the product rather than data',
          "Invite regular buyers to a members' list with early news so they keep buying direct, a slow build",
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
          'Rebuild the business as an international one from the start, with costs that come long before sales',
          'Find the three countries that bring the most profit and translate for those over six months',
          'Use machine translation for the whole site this week and fix errors as buyers report them',
          'Have native speakers translate for one country at a time, which takes a year for three',
          'Recruit buyers from those countries as paid advisers to shape the service, months before it pays',
        ],
      },
      {
        text: 'Delivery and payment problems cause many complaints from abroad. What do you do?',
        options: [
          'Design a new delivery model for foreign buyers with partners abroad, which may take a year to work',
          'Sort the complaints by cause and fix the top three over a quarter, while some continue',
          'Sign with a global delivery service, paying more per order to stop the complaints',
          'Pause sales abroad until delivery and payment work as well as at home, losing sales meanwhile',
          'Contact each unhappy buyer yourself and refund generously, at a real cost to your margin',
        ],
      },
      {
        text: 'A distributor abroad wants exclusive rights to sell your products there. What do you do?',
        options: [
          'Decline and plan your own presence abroad, slower but a larger business in the end',
          'Compare their plan with your own sales there and offer a one-year trial, which may lose them',
          'Sign for two years and use their sales to test the market, giving up some control',
          'Sign only if they present your products the way you do, which narrows who can take it on',
          'Choose a smaller distributor that supplies local shops there, earning less at first',
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
          'Position your firm as the leader of a service the merged giant will not offer, years from paying',
          'Rank their clients by value and risk of leaving and contact them in that order over a quarter',
          'Call their ten biggest unhappy clients with an offer, stretching your team to serve them',
          'Make your own work clearly better than theirs so clients come to you, which takes months',
          'Form a network with other small firms to serve those clients together, sharing the work',
        ],
      },
      {
        text: 'Their best staff are looking for new jobs. What do you do?',
        options: [
          'Hire a team to start a service the merged giant has dropped, in a market you have not tested',
          'Hire only for the roles your plan needs this year, even if good people go elsewhere',
          'Make offers to the five best people this week, before you know how you will use them all',
          'Hire the few whose work you admire most and let them train others, at a higher salary bill',
          'Hire people who would otherwise lose their jobs, where you can use them, at a cost to profit',
        ],
      },
      {
        text: 'The merged firm has offered to buy your business. What do you do?',
        options: [
          'Refuse and build your firm into the alternative to the giant, a larger and riskier future',
          'Have the business valued and compare the offer with five years of your own plan, taking weeks',
          'Use the offer to push for a higher price and sell within the month, before the terms change',
          'Refuse because your way of working would be lost inside them, accepting a tougher market',
          'Decide with your staff, whose jobs depend on it, even if that means a lower price or no sale',
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
          'Build an online school for students anywhere and sublet the building, a business you must learn',
          'Track which lessons work online for a term and plan the space from that, a slow start',
          'Launch online lessons next month with the teachers you have, accepting a rough first term',
          'Keep lessons in person and make them worth the journey, at a higher price for fewer students',
          'Rent spare rooms to local groups at low rates, which covers only part of the rent',
        ],
      },
      {
        text: 'Your teachers are divided about teaching online. What do you do?',
        options: [
          'Start hiring a separate online team this month, a second business that divides your attention',
          'Run a one-term trial with volunteers and compare results before asking everyone to change',
          'Offer online lessons this month with the teachers willing to try, and learn as you go along',
          'Train every teacher to teach online before you start, which delays the launch by months',
          "Hold a teachers' meeting this week and let them share out the online work, slower to settle",
        ],
      },
      {
        text: 'An online platform offers to sell your lessons worldwide for half the fee. What do you do?',
        options: [
          'Decline and build your own worldwide school online, a slower but larger opportunity',
          'Accept for one course and compare the income after six months, a slow and careful test',
          'Accept for all courses to reach new students around the world, at half the fee per student',
          'Accept only if you control how lessons are recorded and presented, which narrows the deal',
          'Accept for one course and let your teachers shape it and share its income, leaving less for you',
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
          'Buy it and plan a second business there that fits your own, leaving no savings for bad months',
          'Model three uses of the site and their returns, though another buyer may come first',
          'Offer a little below the asking price and rent out part of the site to cover costs, a tight year',
          'Buy it only to give your main work more room and better tools, a narrower but surer plan',
          'Buy it with local partners to create shared space for small firms, earning less and sharing control',
        ],
      },
      {
        text: 'A developer plans to build flats there if you do not buy it. What do you do?',
        options: [
          'Buy it and plan a mixed site of business, homes and shops, a project far outside your trade',
          'Work out how the flats would affect your business and price the site on that, taking weeks',
          'Offer the asking price today to beat the developer, borrowing at a high rate to pay for it',
          'Let it go and spend the money on your own site, accepting new neighbours and their complaints',
          'Talk with the neighbours and the developer about a plan that serves both, which may go nowhere',
        ],
      },
      {
        text: 'Your business partner wants to use the money to pay off debt instead. What do you do?',
        options: [
          'Argue for the site as the base of a larger future, and accept a year of higher risk together',
          'Compare both uses over five years in a shared model and decide together next month',
          'Offer to buy the site yourself with a short loan, leaving the debt plan as it is',
          'Pay off part of the debt and rent part of the site for your core work, a smaller step',
          'Bring your staff into the decision with your partner, since jobs depend on it, which takes longer',
        ],
      },
    ],
  },
];
