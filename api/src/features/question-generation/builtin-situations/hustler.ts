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
          'Rethink your offer to serve the whole market the rival leaves open, stretching a firm not built for it',
          'Estimate how many of their customers you can serve well and plan the intake over a month',
          'Advertise a welcome offer to their former customers and hire temporary help, at extra cost',
          'Take on only the customers your team can serve well and let the rest go to other firms',
          "Offer jobs to the rival's former staff so its customers keep familiar faces, at a higher cost",
        ],
      },
      {
        text: 'Its former staff are looking for work. What do you do?',
        options: [
          'Hire a few of them to start a service the rival offered and you did not, an untested line',
          'Work out how many extra staff the new demand justifies, and hire only those, a few weeks from now',
          'Hire three of them to serve the customers who follow them, before you have work for all three',
          'Hire only the most skilled and train them in your methods first, which slows the intake',
          'Hire as many as you can reasonably use, since they know the customers, at a cost to margin',
        ],
      },
      {
        text: 'Some of its customers had paid in advance and lost their money. What do you do?',
        options: [
          'Launch a protected advance-payment scheme to win back trust, a model you have never run before',
          'Study what those customers lost and design an offer for them with care, which takes weeks',
          'Offer them a discount on a first order, winning them before others do but at a lower margin',
          'Serve them at normal prices with your best people and let the work win them over, slowly',
          'Honour part of what they paid at your own cost to earn their trust, which cuts your margin',
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
          'Launch something for visitors that you could keep offering all year, though interest may fade after',
          'Estimate the extra demand from past events before ordering anything, which takes a week or two',
          'Find new suppliers this week and sign short deals at higher prices, on untested terms',
          'Keep your usual range and suppliers and serve whoever comes as you always do, earning less',
          'Team up with small firms nearby to share suppliers and orders, which may come too late for the event',
        ],
      },
      {
        text: 'The organisers want official partners by the end of the week. What do you do?',
        options: [
          'Propose a partnership that lasts beyond the event, a bigger offer they may not even consider',
          'Check the partner fee against the likely extra sales before applying, risking the deadline',
          'Apply today with the offer you already sell, simple and ready, though it may look thin to them',
          'Apply only with what you do best, even if a narrower offer makes you less likely to be chosen',
          'Apply with neighbouring firms as one local partner, which is harder to arrange in time',
        ],
      },
      {
        text: 'Your staff want time off to watch the event. What do you do?',
        options: [
          'Run a small pop-up near the venue for the event and shut your usual place, a real gamble',
          'Plan shifts around the schedule now, with clear rules for time off, which takes a while to agree',
          'Offer extra pay for event shifts and hire short-term help to cover the rest, at a higher wage bill',
          'Keep a smaller, experienced team on duty and serve fewer customers, each as well as usual',
          'Let staff take turns to watch the big games and cover for each other, serving fewer customers',
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
          'Describe where the industry should be in ten years and your part in it, which may draw critics',
          'Give a careful answer backed by figures from your own business, which takes the whole evening',
          'Call back within the hour and give lively, quotable answers, at the risk of being misquoted',
          'Explain how your own work avoids the problem, a narrow answer that may not make the article',
          'Speak up for the small firms and customers most affected, which may annoy larger players',
        ],
      },
      {
        text: 'The problem is one your business has had too. What do you do?',
        options: [
          'Present the problem as proof the industry needs a new model, and point to your own plans for it',
          'Describe what you measured and what you changed, with figures, which takes time to prepare',
          'Give a plain quote tonight about how you fixed it, even if the wording comes out rough',
          'Explain the standards you set to stop it happening again, which may read as dull to readers',
          'Describe how you made it right for the customers affected, which exposes your own mistakes',
        ],
      },
      {
        text: 'Your team worries the article could bring criticism. What do you do?',
        options: [
          'Use the article to set out a different direction for the industry, accepting the risk of critics',
          'Prepare a short statement with the team, checked line by line, which may miss the deadline',
          'Give the interview tonight and brief the team afterwards, accepting some risk to your name',
          'Answer only about the work you know in depth, which may make a smaller story or none at all',
          'Agree with the team tonight what you will and will not say, which may cost the interview',
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
          'Rework the goods into a new line for a different market, a change that may take months to pay',
          "Work out the lowest price you can accept for the stock before calling buyers, a week's delay",
          'Call every buyer you know and sell the stock at a small discount, at lower margin',
          'Hold the stock and sell it at full price over time to buyers who value it, tying up cash',
          'Offer the stock first to your regular buyers at cost, earning little but building their loyalty',
        ],
      },
      {
        text: 'The customer offers a cancellation fee of 20%. What do you do?',
        options: [
          'Accept the fee and use the goods to test an unfamiliar market you have been considering, a gamble',
          "Weigh the fee against your costs and the chance of reselling, a few days' delay in replying",
          'Take the fee and resell the goods to a buyer you trust, accepting a lower price than you hoped',
          'Decline the fee and rework the goods into your own range with care, which takes weeks of work',
          'Accept the fee and give the customer time to recover, keeping the relationship, at a cost',
        ],
      },
      {
        text: 'Your storage space is full. What do you do?',
        options: [
          'Use the setback to move to making only to order, a model that changes the whole business',
          'Work out which stock costs most to hold and clear that first, with a plan over a month',
          'Sell the goods in bulk to a reseller this week to free the space, at a deep discount',
          'Rent extra space and sell the goods slowly at full price, accepting the storage cost',
          'Ask a few regular customers to take part of the stock on long payment terms, a slow clear-out',
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
          'Redesign your products around a material that is easier to get, a change buyers may dislike',
          'List every possible replacement and test the three best over three weeks, cutting it close',
          'Travel to the nearest other maker and buy all they can spare, at a higher price and on their terms',
          'Slow production while you search for a replacement of equal grade, shipping less for weeks',
          'Tell your customers about the delay and ask what they can wait for, which costs you orders',
        ],
      },
      {
        text: "The supplier's workers are trying to restart the firm. What do you do?",
        options: [
          'Offer to invest in their new firm and become part owner, putting money into a trade not yours',
          'Check their plan and finances before placing any orders, which may take too long',
          'Pay for an order in advance this week to help them restart, risking the money if they fail',
          'Work with them on the exact specification you need, slower than buying elsewhere',
          "Join other customers to back the workers' restart together, which takes weeks to agree",
        ],
      },
      {
        text: 'A large rival offers to sell you the material at a high price. What do you do?',
        options: [
          'Decline and develop your own source of the material, another line of work taking a year',
          "Compare the rival's price with the cost of waiting for other suppliers, and then decide",
          'Accept for one month at the high price to keep shipping, while you search hard for others',
          'Accept only if the material meets your usual specification, which may delay orders',
          'Ask other small firms hit by the bankruptcy to buy together, at a better price but weeks later',
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
          'Propose delivering it with a partner firm in a new way, a bigger plan than they asked for',
          'Ask for a week to plan staffing and costs before committing, though the client may look elsewhere',
          'Say yes, hire temporary staff and move people around, accepting a hard first month',
          'Offer to start in two weeks with the right team in place, which may lose you the contract',
          'Ask your team whether they can take it on before answering, and share the extra pay with them',
        ],
      },
      {
        text: 'The client wants the 15% lower price the other firm offered. What do you do?',
        options: [
          'Propose a price linked to results instead, a different deal the client may not accept',
          'Work out whether you can deliver at that price before answering, even if it takes two days',
          'Accept the lower price today and look for savings as the work goes on, at a thinner margin',
          'Hold your price and explain what the client gets for it, which may lose the contract',
          'Accept the price and plan the work with your team to make it pay, a slower start for the client',
        ],
      },
      {
        text: 'The contract would mean a lot of weekend work. What do you do?',
        options: [
          'Build a separate weekend team around the contract, a new arm of the business with costs',
          'Plan how many weekends it needs and ask for time to staff it, which may lose the contract',
          'Accept and pay a weekend premium to whoever volunteers, starting on Monday as asked',
          'Accept only if your team can do the work well without exhausting itself, or decline',
          'Let your team share out the weekends among themselves before you reply, which takes a day',
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
          'Pitch your space to a new kind of customer, such as firms for team days, to cover the rent, an untried market',
          'Agree a rent delay with the landlord from a cash plan, then study why bookings fell, a slow start on sales',
          'Run a two-week offer to fill empty places and call lapsed customers yourself, at low margins',
          'Improve your best offer and invite past customers to try it, which costs staff time and may be slow',
          "Ask staff to share reduced hours instead of cutting anyone, which lowers everyone's pay",
        ],
      },
      {
        text: 'A rival is running a large discount campaign. What do you do?',
        options: [
          'Start this week on an offer the rival cannot copy instead of price, a slower and riskier path',
          'Track how many customers move to the rival before responding, which may cost more bookings',
          'Match the discount for two weeks and add a reason to book now, at a real cost to margin',
          "Keep your prices and make each visit clearly better than the rival's, which takes time",
          'Contact loyal customers yourself and ask what they need, which fills places only over time',
        ],
      },
      {
        text: 'Your regular customers say they are cutting back. What do you do?',
        options: [
          'Design a cheaper format for tight budgets, a different model that may undercut your main offer',
          'Study which customers cut back most and adjust prices for them, which takes a few weeks',
          'Sell a prepaid bundle at a small discount, bringing cash in now at lower prices for months',
          'Keep your offer and prices and make each visit worth the spend, accepting fewer bookings',
          'Offer a pay-what-you-can session each week for those who are struggling, earning less',
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
          'Plan another kind of service built around the estate, for neighbours you do not know yet',
          'Study who is moving in and what they need, which may let the chain settle first',
          'Leaflet every new home this month with a welcome offer, at a discount on every first visit',
          'Offer what the chain cannot, expert advice and care, even if it takes longer to win people',
          'Help organise welcome events for new residents, which costs your time before any sales',
        ],
      },
      {
        text: 'The estate has no shops or services yet. What do you do?',
        options: [
          'Open a small outlet on the estate itself, a second site with unknown demand and fixed costs',
          'Survey the first residents before opening anything there, which takes a month or two',
          'Run a van or stall on the estate from the first week, accepting the effort and a rough setup',
          'Stay where you are and make your place worth the short trip, a slower way to win them',
          'Offer free delivery or visits to residents who cannot easily travel, at a cost to margin',
        ],
      },
      {
        text: 'Most new residents are young families. What do you do?',
        options: [
          'Redesign your whole offer for families, a change that may put off your current customers',
          'Test a family offer with twenty households this season, changing nothing else until it ends',
          'Launch a family offer and advertise it on the estate straight away, untested on real families',
          'Add a family offer only once it is as good as your current one, which takes months',
          "Shape the offer with the local school and parents' groups, which takes a term or more",
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
          'Move the weekend to a temporary site and test a new format there, a gamble that may not work',
          'Record the damage for the insurer today and plan a smaller, safe reopening for Sunday, losing Saturday',
          'Hire a cleaning firm and open the dry part once it is checked, paying for a rush job',
          'Close for the weekend and have the damage repaired in full, so you reopen as before, losing the sales',
          'Ask the businesses nearby to host part of your weekend, sharing the takings with them',
        ],
      },
      {
        text: 'Customers have booked or ordered for the weekend. What do you do?',
        options: [
          'Offer booked customers a new kind of experience elsewhere, a format you have never run before',
          'Contact every customer, list their options and refund where needed, which takes all day',
          'Move everything to a borrowed or rented space this week and keep every booking, at high cost',
          'Postpone all bookings until the repairs are done, so no customer gets less than usual',
          'Call each customer yourself, explain and let them choose, which costs you time and sales',
        ],
      },
      {
        text: 'Your staff offer to work through the night to clean up. What do you do?',
        options: [
          'Accept the help and use the clean-up to change the layout, a bigger job than the repair',
          "Thank them and plan the clean-up in shifts on the insurer's advice, opening later than hoped",
          'Accept, pay overtime and reopen for the weekend once it is safe, with rough edges in places',
          "Thank them and hire restorers to repair the place in full, missing the weekend's sales",
          'Accept, and ask friends and neighbours to join so no one works all night, a slower clean-up',
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
          'Treat it as the start of an export business with its own partners, a much larger step',
          'Research export costs and rules before sending anything, which may take over ten days',
          'Send samples with a simple price list and sort out export details if they order',
          'Send your three best products with packaging made for the trip, even if the range looks narrow',
          'Bring in a local exporter you know to help, in return for a share, which cuts your margin',
        ],
      },
      {
        text: 'The store wants a price 30% below your usual wholesale price. What do you do?',
        options: [
          'Offer a new, simpler line made for export at that price, a range you have never made before',
          'Calculate your full export costs before quoting, even if that takes longer than ten days',
          'Quote near their price for a first order this week and push for better terms on repeat orders',
          'Quote your usual price with clear reasons for it, and accept that they may not take it',
          "Call the store's buyer to learn what their customers value and shape the offer with them, slowly",
        ],
      },
      {
        text: 'Your production is already at full capacity. What do you do?',
        options: [
          'Plan a second production site just for export, a large investment for an uncertain market',
          'Work out how much one more shift could produce before quoting, which slows your reply',
          'Send samples now and plan extra shifts only if they order, delivering later than they may want',
          'Offer a small, exclusive volume your team can make without rushing, a smaller first order',
          'Partner with a nearby maker to produce part of the order, sharing the income with them',
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
          'Plan a summer range that makes hot weather your busiest time every year, which does not help this week',
          'Estimate demand from past hot weeks and order only what that supports, which may run short',
          'Rent a refrigerated trailer and stock up for the two weeks, at a risk of waste if sales fall short',
          'Keep to your usual range and make sure everything stays in top condition, selling less',
          'Agree with a neighbouring business to share cold storage for two weeks, giving up some space',
        ],
      },
      {
        text: 'Two of your staff cannot work in the heat for health reasons. What do you do?',
        options: [
          'Move your opening hours to the cooler parts of the day from Monday, which may confuse customers',
          'Plan the shifts for the two weeks around who can work when, which takes time to organise',
          'Hire short-term staff for the hottest days and give the two paid leave, at a higher wage bill',
          'Cut back to what your remaining staff can deliver well, serving fewer customers',
          'Ask the two what work they can do safely and plan it with them, at a cost to your margin',
        ],
      },
      {
        text: 'Your supplier warns of shortages during the heatwave. What do you do?',
        options: [
          'Use the heatwave to test products that need less of the scarce supply, which may not sell at all',
          'Review your stock and set limits per customer before the shortage hits, planning each day',
          'Buy extra supply from other sources today, even at a higher price, so you can keep selling',
          'Sell less rather than switch to a lower-grade supply, keeping every product as customers know it',
          'Keep enough supply for your regular customers first, at the cost of some new sales',
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
          'Propose a larger plan to make the street a destination, which needs months to organise',
          'Ask for a week to plan the offer and how to measure it, which may miss this Saturday',
          'Agree today with a simple shared offer that each of you sends to your own customers, rough but ready',
          'Agree if the joint offer shows your best work at its best, even if that limits what you can do',
          'Agree and invite other small firms on the street to join, harder to organise this fast',
        ],
      },
      {
        text: "The neighbour's customers are quite different from yours. What do you do?",
        options: [
          'Design a fresh product that serves both groups of customers, an idea that may take months',
          'Compare your customer lists first to see where they overlap, which may delay the promotion',
          'Agree and pitch your best offer to their customers this weekend, though few may want it',
          'Offer their customers a taste of what you do best, even if few of them buy from you',
          'Plan the promotion around what both groups of customers need, which takes more time',
        ],
      },
      {
        text: 'The neighbour wants you to cover most of the cost. What do you do?',
        options: [
          'Offer to share the cost of a longer partnership instead, a bigger commitment for both',
          'Agree only to a split based on the sales each of you expects, which takes time to work out',
          'Pay the larger share this once and use the weekend to win as many new customers as you can',
          'Pay only for the part that shows your work at its best, which limits the promotion',
          'Suggest each shop pays in staff time instead of cash, which is harder to plan this fast',
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
          'Design a fresh product to fill the idle days, for demand you have not yet proven exists',
          'Measure for a month exactly how much idle time you have and what it costs, then act on that',
          'Sell your spare capacity to other firms from next week, taking on work you have not done',
          'Use the idle days to train staff and improve your main products, earning nothing extra',
          'Offer the idle days to a local training scheme at cost, earning nothing from those days',
        ],
      },
      {
        text: 'A larger firm offers to rent your capacity on those days. What do you do?',
        options: [
          'Propose a joint venture with them on a new product instead, a larger and riskier deal',
          'Calculate the wear on equipment and the staff time before agreeing a price, over a week',
          'Accept and push for a longer deal once they see the work, accepting the wear on your equipment',
          'Accept only if they follow your methods on your equipment, which may end the talks',
          'Accept only if your staff are paid well for the extra days, which lowers the margin',
        ],
      },
      {
        text: 'Your staff would prefer a four-day week instead. What do you do?',
        options: [
          'Rethink the whole week around a new working model, a bigger change than they asked for',
          'Trial a four-day week for three months and measure the output, a slow and careful test',
          'Fill the idle days with outside work and keep the five-day week, which the staff did not want',
          'Move to four days and use the time saved to improve the work, earning nothing extra',
          'Agree a four-day week at the same pay for everyone and absorb the cost from your profit',
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
          'Use the feature to launch a new direction for the app, a bigger change than you had planned',
          'Ask for a later slot and ship the update when it is ready, which may lose you the feature',
          'Ship the finished half by Friday and add the rest two weeks later, accepting rough edges',
          'Decline this time and ship when the update is finished and tested, missing the exposure',
          'Invite your most active users to test it before Friday, which is tight but shares the work',
        ],
      },
      {
        text: 'Your servers may not cope with a large rise in users. What do you do?',
        options: [
          'Rebuild your systems for a much larger scale, a project you cannot finish by next week',
          'Load-test your servers this week to see how many users they can handle, which takes most of the week',
          'Accept and rent extra servers for the launch week, paying for capacity you may not need',
          'Accept only after making sure the app stays fast and stable, which may mean declining',
          'Accept and warn current users of possible slowdowns, which may put some of them off',
        ],
      },
      {
        text: 'Your team has already worked two weekends this month. What do you do?',
        options: [
          'Ship a small update and use the feature to show where the app is heading, which may disappoint',
          'Plan the work hour by hour to see if Friday is possible without overtime, and decide then',
          'Ask for volunteers for one more weekend and pay them a bonus, accepting some fatigue',
          'Ship only the small, polished part of the update, which may not be enough to be featured',
          'Let the team decide whether to go for it, and accept their answer even if it loses the slot',
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
          'Turn the batch into a fresh product with a longer life, a change that may not sell at all',
          'Work out which channels can take it at the best price before cutting it, using a week',
          'Call every shop and buyer you know and sell it at a discount, at a lower margin on all of it',
          'Sell it at full price through your own shop and website, which may not clear it all in time',
          'Give part of it to charities that can use it and sell the rest, earning less overall',
        ],
      },
      {
        text: 'A discount chain offers to buy it all at 40% of your price. What do you do?',
        options: [
          'Decline and use the batch to open a sales channel of your own, a gamble against the clock',
          'Compare their offer with selling in smaller lots elsewhere, a few days lost to the comparison',
          'Accept today and clear the stock, taking the low price and moving on to the next batch',
          'Decline and sell it in small lots to buyers who value it, even if some of it goes to waste',
          'Accept for part of it and give the rest to charities, earning less but wasting nothing',
        ],
      },
      {
        text: 'You made too much because your forecast was wrong. What do you do?',
        options: [
          'Move to making only to order, a new model for the business that will take months to set up',
          'Ask three buyers for bids and sell to the best, then fix the forecast, a week lost to the bids',
          'Sell the batch through every channel you have, at whatever price clears it, and fix the forecast later',
          'Make smaller batches from now on and sell this one at full price where you can, accepting the loss',
          'Share the mistake with your team and ask them to help sell the batch, at some cost in time',
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
          'Build it into a second line of business for all your clients, a larger plan than asked for',
          'Cost the work and the skills you would need before agreeing, which may take too long',
          'Agree today and bring in a freelance specialist to deliver it, risking your name',
          'Recommend a specialist you trust instead, keeping your name clean but giving up the income',
          'Agree and pair one of your staff with a specialist for the month, so they learn, at double cost',
        ],
      },
      {
        text: 'A rival already offers that service. What do you do?',
        options: [
          'Design a combined offer the rival cannot match, which may take months to pay back',
          "Compare the rival's prices with your likely costs and quote from that, a slower reply",
          "Agree and price it just below the rival's, starting next week with no safety net",
          'Agree only once you can do it as well as your main work, which may be too late',
          'Suggest a partnership with the rival on this service, sharing the income with them',
        ],
      },
      {
        text: 'Your team is already at full capacity. What do you do?',
        options: [
          'Create a new team for the service, an investment in a line of work you have not tested',
          "Plan the team's hours for the next two months before you answer the client, slowly",
          'Agree and hire a temporary worker through an agency, accepting a rough start on the service',
          'Decline for now and offer it next quarter once your team is trained, which may lose the client',
          'Put the choice to your team, with extra pay on offer, before you answer the client',
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
          'Treat it as the start of a business supplying hotels worldwide, a market with new risks',
          'Work out the extra staff and materials you need before agreeing, which may cost the deal',
          'Agree today, hire temporary help and run extra shifts, accepting some strain on everyone',
          'Offer a smaller first delivery your team can make without shortcuts, which may lose the full deal',
          'Share the order with another small maker you trust, giving up part of the income to them',
        ],
      },
      {
        text: 'They want your products in plain packaging without your name. What do you do?',
        options: [
          'Offer a range that carries both names instead, a fresh product that may not suit them',
          'Calculate what the order is worth without your name on it, and answer on those figures',
          'Agree and ask for a card with your name in each room, starting with the first delivery',
          'Agree only if the product itself stays exactly as you make it, even without your name',
          'Agree and ask your team how to handle the extra work before you sign, which slows the deal',
        ],
      },
      {
        text: 'They want a 25% discount for the volume. What do you do?',
        options: [
          'Propose a longer partnership with rising prices instead, which they may not accept',
          'Calculate your margin at that discount before replying, which takes a few days',
          'Offer 15% off and close the deal today, securing the order at a thinner margin than you wanted',
          'Hold your price and show what makes your products worth it, which may lose the order',
          'Accept for a two-year deal that gives your staff steady work, at a lower margin',
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
          'Use the week to test a simpler way of serving customers, a change they may not like',
          'Rank the bookings by value and urgency and move the rest, which takes a day to plan',
          'Call former staff and friends in the trade to cover shifts, with less experience',
          'Serve fewer customers as well as you always do and postpone the rest, at a loss this week',
          'Call each customer yourself to explain and offer a new time, which costs you sales',
        ],
      },
      {
        text: 'The remaining staff are already working long hours. What do you do?',
        options: [
          'Change what you offer this week to reduce the work, a change that may disappoint customers',
          'Plan shifts with strict limits on hours and cancel what cannot be covered, losing sales',
          'Hire temporary workers through an agency today, at a higher cost and with less skill',
          'Cut your offer to what you can deliver well with the team you have, earning less this week',
          'Work the extra hours yourself and give the team time off after, at a personal cost',
        ],
      },
      {
        text: 'A rival offers to lend you two of its staff. What do you do?',
        options: [
          'Propose a longer staff-sharing deal between your two firms, a new kind of partnership',
          'Check their skills and the costs before accepting, which takes a day or two you may not have',
          'Accept today and brief them on each task as you go, accepting a few mistakes along the way',
          'Accept only for simple tasks and keep the skilled work for your own team, serving fewer',
          'Accept and offer the same help when they need it, building a long-term bond at some cost',
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
          'Speak about where your industry will be in ten years, a risky subject for a first talk',
          'Spend both days preparing a careful talk with figures, cancelling your other work',
          'Agree and build the talk from stories about your business, with a rough delivery',
          'Decline and offer to speak next year with a talk prepared over months, missing this chance',
          'Agree and bring a customer or employee on stage to share the talk, which is harder to plan',
        ],
      },
      {
        text: 'Your team has an important delivery that same day. What do you do?',
        options: [
          'Use the talk to announce a new direction for the business, pulling focus from the delivery',
          'Plan the delivery in detail with the team before agreeing, which may cost you the slot',
          'Agree and hand the delivery to your deputy, trusting them with less support than usual',
          'Decline so you can oversee the delivery yourself, missing the exposure and the contacts',
          'Check with the team whether they can manage without you before deciding, which takes time',
        ],
      },
      {
        text: 'The organisers cannot pay any fee or costs. What do you do?',
        options: [
          'Agree and use the stage to launch a new idea, at a cost and with an uncertain return',
          'Weigh the likely new business against the cost of the two days, which takes one of them',
          'Agree and set up meetings with potential customers at the event, paying your own way',
          'Agree only if you have time to prepare a talk worthy of the stage, or offer a later date',
          'Agree and take two of your staff along so they meet the trade, at the cost of their days',
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
          'Propose a larger project that starts now and runs into next year, which they may not take',
          'Work out what you could deliver well in three weeks before proposing, using precious days',
          'Send a proposal today for work you can start at once, and find the people as you go',
          'Offer only a small piece of work your best people can finish well in three weeks',
          "Suggest a small project that trains the client's own staff, a smaller sale with less margin",
        ],
      },
      {
        text: 'A rival has already sent them a proposal. What do you do?',
        options: [
          'Offer something different from the rival, a fresh service with no track record behind it',
          "Compare your costs with the rival's likely offer before sending yours, which takes days",
          "Send your proposal today with an earlier start than the rival's, pulling staff off other clients",
          'Propose only the work you do best, even if the rival wins the rest of the budget',
          "Meet the client's team this week to hear what they need most before proposing, a slower approach",
        ],
      },
      {
        text: 'Your own cash is tight this quarter. What do you do?',
        options: [
          'Use the payment to fund a new service you have been planning, before anyone has bought it',
          'Plan how the cash would be used before committing, which may let the window pass',
          'Send a proposal and ask for payment on signature, at a risk of strain later',
          'Offer only work you can deliver well in three weeks, even if the payment is smaller',
          'Propose work with a small partner firm you rely on and share the fee, keeping less cash',
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
          'Pitch another kind of service to the competitor, a bigger idea that may suit neither client',
          'Review the risks to your current account before pitching, which may take a few weeks',
          'Pitch at once, while your contact is most open to new suppliers in their first month',
          'Pitch only the work you do best and keep the two teams apart, a smaller and slower offer',
          'Ask your team who would work on the new account and plan it with them, which may slow the pitch',
        ],
      },
      {
        text: 'The current client has asked you to stay loyal. What do you do?',
        options: [
          'Propose a joint project that serves both companies, an idea that neither may accept',
          'Weigh both accounts over three years and follow the figures, which may let the chance pass',
          'Pitch to the competitor and offer the current client better terms, risking both',
          'Stay loyal and deepen the work with the current client, giving up the new account',
          "Meet both clients' teams to agree how you would keep the work apart, which may please neither",
        ],
      },
      {
        text: "Your contact's new employer is twice the size of your current client. What do you do?",
        options: [
          'Reshape the firm to serve much larger clients from now on, staking your plans on one pitch',
          'Work out whether you can serve both well before pitching, which takes a few weeks',
          'Pitch this month and hire as needed if you win, accepting some strain on the team',
          'Pitch only the work your team does best and leave the rest to others, a smaller deal for now',
          'Put the growth to your team first, since they would carry it, which may slow you down',
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
          'Launch a premium offer alongside your current one, for customers you have not yet won',
          'Calculate the rise you need to cover costs and wait a month to see how customers react',
          'Keep your prices and advertise that to win customers from both, at thin margins',
          'Raise prices by 8% and put the extra into better work, which takes time to show in results',
          'Hold prices for regular customers and raise them for new ones, earning less from loyal buyers',
        ],
      },
      {
        text: 'Your team is already busy most days. What do you do?',
        options: [
          'Raise prices and move to fewer, higher-value customers, a change of focus for the firm',
          'Study which services are busiest and price them from that, which takes a few weeks',
          'Keep prices and hire two more people this month for the extra customers, and it could backfire',
          'Raise prices to match and spend the margin on training, which new customers will not see at first',
          'Keep prices and share any extra profit with the team, at a cost to your own earnings',
        ],
      },
      {
        text: "Customers are complaining online about the rivals' prices. What do you do?",
        options: [
          'Launch a simpler way of pricing that stands out in the market, hoping it gets noticed',
          'Survey customers on what they value most and price from the answers, a month from now',
          'Answer the complaints online with a welcome offer of your own, at a risk of looking pushy',
          'Stay quiet and make sure every new customer gets your best work, growing more slowly',
          'Offer a discount to customers who are struggling to pay, at a real cost to your margin',
        ],
      },
    ],
  },
];
