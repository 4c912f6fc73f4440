import {
  AGENCIES,
  ALL_BUSINESSES,
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

/** Situations where the people affected (staff, customers, suppliers, neighbours) shape the best route to the goal. */
export const SOCIAL_DRIVER_SITUATIONS: readonly Situation[] = [
  {
    key: 'neighbours-complain-about-noise',
    category: 'Social Driver',
    fits: ['brewery', 'bakery', 'coffee-roastery', 'restaurant', 'cafe', 'hostel', 'climbing-gym', 'metal-workshop', 'furniture-workshop', 'freight-forwarder', 'warehousing'],
    setup: 'You run {business}, and neighbours have started complaining about noise and traffic from your site.',
    stakes: [
      {
        text: 'The city has received a formal complaint. What do you do?',
        options: [
          'Redraw the site so loading moves to the far side and plan a quieter way of working, with no quick fixes',
          'Offer the city a noise survey and a plan with dates before anything is decided, with no rebuilding started',
          'Get your staff on cheap fixes for the worst of the noise today and tell the city, before visiting any neighbour',
          'Rebuild the loud part of the site properly, a month of work, though the survey the city wants waits',
          'Start by visiting each neighbour who complained, though no survey or dated plan goes to the city yet',
        ],
      },
      {
        text: 'Fixing it properly would cost a month of profit. What do you do?',
        options: [
          'Set up a second site outside town for the noisy work, even if the full fix here is never done',
          'Price each fix with its noise reading and pick the cheapest, though the neighbours are not asked which matters',
          'Offer the neighbours a fixed quiet period each day from this week, with no second site in view',
          'Use the month to do the full fix once, walls and quieter machines, and take the lean month of profit',
          'Agree with the neighbours which fixes matter most and do those this week, and leave the full fix for later',
        ],
      },
      {
        text: 'Your busiest hours are the ones that bother them most. What do you do?',
        options: [
          'Move deliveries and the loudest work to a second site at night, though no neighbour has agreed the hours',
          'Try the noisy work at later hours for two weeks, before looking at a second site',
          'Give the neighbours free goods or vouchers for the busy hours, before trying any change of hours',
          'Give the busy hours to the quiet tasks and do the loud work earlier, with no vouchers to smooth it over',
          'Set the hours with the neighbours at a meeting and keep to them, even if the loud work runs slower',
        ],
      },
    ],
  },
  {
    key: 'staff-childcare-in-school-holidays',
    category: 'Social Driver',
    fits: ALL_BUSINESSES,
    setup: 'You run {business}, and several of your staff struggle to cover childcare during the long school holidays.',
    stakes: [
      {
        text: 'The holidays are also your busiest period. What do you do?',
        options: [
          'Open a childcare space on site for staff and customers, though no rota is planned for the first summer',
          'Put every request into a holiday rota planned two months ahead, and hire no temporary workers',
          'Hire paid temporary workers for the holidays this week, even if your most practised parents get no shifts',
          'Give your most practised parents the shifts they can do, and offer no childcare allowance on top',
          'Offer parents flexible hours and a childcare allowance, rather than opening a childcare space',
        ],
      },
      {
        text: 'Staff without children say they already cover too many shifts. What do you do?',
        options: [
          'Redesign how the whole year is scheduled, starting this week, though no bonus eases the holidays',
          'Count shifts per person and even them out over the year, whoever leads each shift',
          'Put a bonus on holiday shifts so people ask for them, though those without children get no days back',
          'Draw up a fair rota with your most experienced people leading each shift, though no one has counted who did what',
          "Give those without children extra days off after the holidays, though the year's rota stays as it is",
        ],
      },
      {
        text: 'A nearby business proposes sharing a holiday childcare scheme. What do you do?',
        options: [
          'Make the scheme the start of a wider benefit run by several firms, before you know what it costs per child',
          'Ask what it would cost per child and how many staff would use it, before places run out',
          'Sign up before places fill and offer it as a perk in your job adverts, whoever runs it',
          'Put a trained carer in charge so the scheme runs well, though no staff have been asked if they want it',
          'Set it up with the neighbour and your staff this week, just the two firms for now',
        ],
      },
    ],
  },
  {
    key: 'small-supplier-struggling',
    category: 'Social Driver',
    fits: [...FOOD_MAKERS, 'restaurant', 'cafe', 'florist', 'grocery'],
    setup: 'You run {business}, and a small local supplier you have used for years is struggling, while a larger one offers 15% lower prices.',
    stakes: [
      {
        text: 'Your own margins fell last year. What do you do?',
        options: [
          'Make the small supplier a partner in a range you develop, rather than splitting orders between the two',
          "Put both suppliers' costs side by side for a year before you choose, rather than a range built together",
          "Tell the small supplier to match the larger one's price from next month, before costing what they can do",
          "Keep buying from the small supplier for the items they make best, at a price above the larger one's",
          'Divide your orders between the two to keep the small one in business, with no partnership for either',
        ],
      },
      {
        text: 'The small supplier asks you to pay earlier to help its cash flow. What do you do?',
        options: [
          'Take a stake in the small supplier in return for early payment, before seeing whether one order helps',
          'Pay one order early to see if it helps their cash flow, and ask for no discount on it',
          'Make early payment depend on a discount of a few percent, though their staff are already stretched',
          'Ask them to keep up their work in return for early payment, with no stake taken in the business',
          'Keep paying early for the next six months, with no discount or stake asked in return',
        ],
      },
      {
        text: "The small supplier's deliveries have become less reliable. What do you do?",
        options: [
          'Plan a shared delivery system with other buyers and the supplier, rather than shifting orders to the larger one',
          'Take a month to log delivery times and then decide, without telling the supplier what you need',
          'Let the larger supplier take the urgent orders, before logging how late the small one runs',
          'Write down exactly what you need and when, and leave the small supplier to meet it without help',
          'Ask the small supplier what is going wrong and help them fix it, though no delivery times are logged',
        ],
      },
    ],
  },
  {
    key: 'steps-keep-a-regular-out',
    category: 'Social Driver',
    fits: ['restaurant', 'cafe', 'small-hotel', 'hostel', 'fitness-studio', ...SHOPS],
    setup: 'You run {business}, where the only entrance has three steps, and a regular customer who uses a wheelchair can no longer get in.',
    stakes: [
      {
        text: 'A ramp would cost about two months of profit. What do you do?',
        options: [
          'Rebuild the whole front so everyone can come in, before any builder has quoted for a ramp',
          'Start with quotes from three builders and look for a grant, rather than a portable ramp this week',
          'Buy a portable ramp this week and fit a bell by the steps, rather than a permanent ramp built to fit',
          'Let a skilled builder design a permanent ramp that fits the building, before any grant is found',
          'Build the ramp with help from the customer and regulars who offer to chip in, rather than rebuilding the front',
        ],
      },
      {
        text: 'Your landlord must approve any change to the entrance. What do you do?',
        options: [
          'Propose a full refit of the frontage to the landlord, rather than a portable ramp',
          'Agree a written plan and costs with the landlord first, with no ramp in place meanwhile',
          'Start with a portable ramp that needs no approval, before any plan is agreed with the landlord',
          'Take the time to design a ramp the landlord will approve, with no letter from your regulars to help',
          'Write to the landlord with the customer and other regulars, before any ramp is designed',
        ],
      },
      {
        text: 'The customer has offered to help you find a solution. What do you do?',
        options: [
          'Offer to work with the customer on access for every site you run, before any list of costs is made',
          "Use the customer's advice to list options by cost and price, though their first idea could be in place within days",
          'Agree to their first idea and put it in place within days, without designing anything with care',
          'Start a careful design with the customer and your team, with no quick fix in the meantime',
          "Take up the customer's offer and ask other customers who use wheelchairs for their ideas too",
        ],
      },
    ],
  },
  {
    key: 'school-asks-for-two-trainees',
    category: 'Social Driver',
    fits: ALL_BUSINESSES,
    setup: 'You run {business}, and a local school asks you to take on two trainees from low-income families for six months.',
    stakes: [
      {
        text: 'Your team is already at full stretch. What do you do?',
        options: [
          'Give the trainees a role in the project you always meant to start, not easy tasks next week',
          'Offer one place for three months to begin with and find out whether the team copes, with no training plan',
          'Put the trainees on easy tasks from next week, without asking your team how to back them',
          'Agree to take them with a proper training plan, before any trial place shows the team can cope',
          'Start by asking your team how they could back two trainees, with no role planned for them yet',
        ],
      },
      {
        text: "The school can pay only part of the trainees' wages. What do you do?",
        options: [
          'Set up a trainee scheme that other firms in your line of work could join, rather than paying the rest yourself',
          'Pay the trainees what you can afford and look at the sums after a month, keeping them off busy days',
          'Offer the trainees paid work on your busiest days, rather than time on real jobs beside your best people',
          "Use the trainees' time on real jobs beside your most able people, with no scheme for other firms",
          'Pay the rest of their wages yourself for the six months, before looking at what you can afford',
        ],
      },
      {
        text: 'One of your staff would need to supervise them every day. What do you do?',
        options: [
          'Put the supervisor in charge of a training arm you might expand over the years, with no daily limit set',
          'Set one hour a day for supervision and track what it costs, rather than a bonus for the extra work',
          'Give the supervisor a bonus for the extra work and bring the trainees in next week, before any hours are set',
          'Give the supervision to your most skilled person, rather than sharing it round the team',
          'Share the supervision round the whole team in turn, rather than a training arm for the future',
        ],
      },
    ],
  },
  {
    key: 'surplus-after-record-year',
    category: 'Social Driver',
    fits: ALL_BUSINESSES,
    setup: 'You run {business}, and after a record year you have a surplus of about two months of revenue.',
    stakes: [
      {
        text: 'Your staff have had no pay rise for two years. What do you do?',
        options: [
          'Keep the surplus until you can open a second site that pays better, with no bonus this month',
          'Put a modest pay rise into the budget and keep most of the surplus as a reserve, with no second site',
          'Pay a one-off bonus this month, rather than training that raises pay in time',
          'Put the surplus into training that raises skills and pay in time, with no rise for anyone this year',
          'Offer a proper pay rise to everyone from next month, rather than saving for a second site',
        ],
      },
      {
        text: 'Your accountant advises keeping it as a reserve. What do you do?',
        options: [
          'Ask the accountant to help you invest it in products you have never made, with no sales push to fund it',
          'Keep part as a reserve and spend the rest on a plan with clear targets, with no new tools bought',
          'Put the surplus into a sales push this quarter and hire two sellers, though staff get no share of it',
          'Set the surplus aside for new tools that improve the work, rather than keeping any as a reserve',
          'Give a share of the surplus to staff as a bonus and keep the rest as a reserve, with no new products tried',
        ],
      },
      {
        text: 'Demand next year looks uncertain. What do you do?',
        options: [
          'Use the surplus to reach customers in another region, before your own patch is any stronger',
          'Ask your accountant to model a good and a bad year, and share none of the surplus yet',
          'Keep the surplus ready to grab any deal that comes, rather than spending it on another region',
          'Put the surplus into the part of the business you know best, with no model of next year to guide you',
          'Set up a profit-share scheme that pays out only if next year is good, rather than cash ready for any deal',
        ],
      },
    ],
  },
  {
    key: 'same-job-different-pay',
    category: 'Social Driver',
    fits: ALL_BUSINESSES,
    setup: 'You run {business}, and you discover that two people doing the same job are paid 15% apart.',
    stakes: [
      {
        text: 'The lower-paid person has not raised it. What do you do?',
        options: [
          'Let the gap lead you to a pay structure for every role, though it takes months',
          'Go through pay for every role to find other gaps, and leave this one for the annual review',
          'Ask the person earning less whether they want a raise now, which may unsettle others',
          'Keep pay as it is for now and fix it at the next review, saying nothing to the person earning less',
          "Raise the lower-paid person's pay to match at once, so you pay more this year than you planned",
        ],
      },
      {
        text: 'Raising the lower pay would mean raising several others too. What do you do?',
        options: [
          'Rebuild all pay around skills, rather than costing each knock-on raise one by one',
          'Cost all the knock-on raises before anyone gets one, including the person earning less',
          'Raise only the lower pay this week, and leave the others to ask for theirs later',
          'Ask each person to show what they can do on the job before any raise, which may feel unfair to some',
          'Give the raises to everyone affected at once, without waiting for a new pay system',
        ],
      },
      {
        text: 'The higher-paid person negotiated hard when they joined. What do you do?',
        options: [
          "Start a new pay scale where negotiation counts less, at the cost of the higher-paid person's goodwill",
          'Take the difference into the next annual review, which means months before anything changes',
          'Let the better-paid person keep their pay and raise the other one, without a wider talk about fairness',
          "Tie each person's pay to the skill they show from now on, within the pay scale you have",
          'Bring both of them to an open conversation on fairness, which may be hard for everyone',
        ],
      },
    ],
  },
  {
    key: 'charity-asks-you-to-hire-refugees',
    category: 'Social Driver',
    fits: [...VENUES, ...MAKERS, ...LOGISTICS, ...FOOD_MAKERS, 'cleaning', 'landscaping'],
    setup: 'You run {business}, and a local charity asks whether you would hire refugees who speak little of the local language.',
    stakes: [
      {
        text: 'You need four new staff this season. What do you do?',
        options: [
          'Hire all four through the charity and build a training scheme on it, whoever applies',
          'Hire two through the charity and two the usual way, and judge both pairs after the season',
          'Take the four hires the charity offers, which means training them on the job',
          'Meet every candidate the charity sends and hire those who can learn the work well, however many',
          'Open the four places to refugees with language help from your team, leaving you more work',
        ],
      },
      {
        text: 'Training them would take twice as long as usual. What do you do?',
        options: [
          'Turn the longer training into a course you could offer other firms, risking a slower season',
          'Agree a training plan with targets for each hire, and check their progress every Friday',
          'Put them on simple tasks from day one and teach them as you go, without a set training plan',
          'Take the full time to train them thoroughly, which means a slower season',
          'Pair each new hire with one of your staff for the training, who shows them the work day by day',
        ],
      },
      {
        text: 'Some customers may find communication harder at first. What do you do?',
        options: [
          'Offer a service where customers can choose their language, which costs money to set up',
          'Give them a card of key phrases for the first month and count any complaints',
          'Put the new hires on work with less customer contact for now, a fast fix',
          'Start a language course for the new hires, and pay for the extra hours it takes',
          'Explain to customers why you hired them, and ask them to be patient for a while',
        ],
      },
    ],
  },
  {
    key: 'largest-local-employer-closes',
    category: 'Social Driver',
    fits: [...SHOPS, ...TRADES, 'cafe', 'restaurant', 'driving-school', 'music-school', 'pharmacy', 'dental-practice'],
    setup: 'You run {business}, and the largest employer in your area has just closed, so many of your customers have lost their jobs.',
    stakes: [
      {
        text: 'Your sales have dropped 20% in two months. What do you do?',
        options: [
          'Aim your offer at customers outside the area, rather than a sale to win back local ones',
          'Put a cheaper range on sale for a month and see what sells, with opening hours kept as they are',
          'Run a flash sale on Saturday for cash, with no special offer for those who lost their jobs',
          'Keep your standard as it is and cut opening hours, running a smaller shop for a while',
          'Start a loyalty offer for customers who lost their jobs, and keep your range as it is',
        ],
      },
      {
        text: 'Some customers ask whether they can pay later. What do you do?',
        options: [
          'Set up a credit scheme with its own rules, even if it locks up cash for months',
          'Give pay-later terms with a cap for each customer and watch repayments, while the risk grows',
          'Offer a discount for cash on the spot until trade picks up, with no credit scheme to manage',
          'Use a small pay-later scheme only for regulars you know, risking some unpaid bills',
          'Let any long-standing customer pay later until they are back in work, with no pressure to pay cash',
        ],
      },
      {
        text: 'The local council is looking for businesses to help with retraining. What do you do?',
        options: [
          'Put your firm forward as a training centre for skills the area needs, changing what you are',
          'Set a clear cap on the trainees you can take, even if the council wants more',
          'Say yes to the council at once and take the grant money, while your staff carry the load',
          'Offer to teach your trade properly to a few people, even if that means a smaller grant',
          'Use the scheme to hire and train former workers of the closed employer, as many as you can take',
        ],
      },
    ],
  },
  {
    key: 'loyal-users-oppose-a-change',
    category: 'Social Driver',
    fits: [...APPS, ...BRANDS],
    setup: 'You run {business}, and an online group of your most loyal customers has turned against a change you made last month.',
    stakes: [
      {
        text: 'The change has raised revenue by 10%. What do you do?',
        options: [
          'Keep the change and build on it with an offer for the loyal group, and accept some leaving',
          'Put revenue and complaints in one report for a month before you decide, with no special offers',
          'Make the loyal group a special offer by Friday and leave the change as it is',
          'Rework the change so it keeps its core and fixes what users dislike, even if revenue dips',
          'Offer the loyal group a say in the next version, and hold back further changes until then',
        ],
      },
      {
        text: 'The group has 20,000 members, and the press has noticed. What do you do?',
        options: [
          'Ask the group to help design your next big step, rather than rushing out a statement',
          'Keep the change for now and publish the numbers behind it, and accept more criticism',
          'Put out a statement and a fix the same day, before any meeting with the group',
          'Set out a clear plan to improve the change properly, and keep the design work in-house',
          "Meet the group's leaders face to face this week, even with the press watching",
        ],
      },
      {
        text: 'Your team believes the change is right. What do you do?',
        options: [
          'Make the change the start of a larger shift in direction, and stop polishing it for the loyal group',
          'Ask your team to try a middle option with the group, which may satisfy neither',
          'Keep the change and explain it in a blog post, and accept losing some loyal users',
          'Put more work into the change itself so it wins the group over, with no half-way version',
          "Set up a joint session for your team and the group's leaders, even if tempers run high",
        ],
      },
    ],
  },
  {
    key: 'long-serving-staff-struggle-with-new-system',
    category: 'Social Driver',
    fits: ALL_BUSINESSES,
    setup: 'You run {business}, and two long-serving staff are struggling with the new computer system you introduced last month.',
    stakes: [
      {
        text: 'Errors have doubled since the switch. What do you do?',
        options: [
          'Let the errors push you toward a system that suits everyone, even if it means another switch',
          'Log every error by type and fix the most common first, keeping the system you have',
          'Ask a younger colleague to take over their system tasks, which may hurt their pride',
          'Keep them on the new system with one-to-one coaching, and accept errors for a while',
          'Put the two staff at the centre of fixing the errors, so they help design the solution',
        ],
      },
      {
        text: 'Younger staff are covering for them and getting tired. What do you do?',
        options: [
          'Reshape roles so each person does what suits them, rather than measuring the load first',
          'Let the cover continue for two more weeks while you measure the load, though fatigue rises',
          'Make the two long-serving staff work only on tasks they can do without the system, leaving gaps',
          'Book a trainer this week to give the two staff a full course, and keep the cover as it is meanwhile',
          'Keep the cover going but spread it more evenly across the team until the two are up to speed',
        ],
      },
      {
        text: 'One of them has asked whether they should retire early. What do you do?',
        options: [
          "Offer them a new mentor's role in the firm, rather than an early retirement package",
          'Take a week to set the cost of early retirement beside retraining, and then decide with them',
          'Let them retire early with a good package, though it costs you their experience',
          'Make a training plan that gives them time to master the system, in the same role as before',
          'Ask them what they want most and back it, which may cost you a skilled person',
        ],
      },
    ],
  },
  {
    key: 'staff-propose-four-day-week',
    category: 'Social Driver',
    fits: [...AGENCIES, ...BUSINESS_SOFTWARE],
    setup: 'You run {business}, and your staff propose a four-day week at the same pay.',
    stakes: [
      {
        text: 'Two rivals have already made the change. What do you do?',
        options: [
          'Agree and rebuild the week around longer opening with two shifts, a change beyond what the staff asked for',
          'Give one team a four-day week for a quarter and measure output before planning anything wider',
          'Take the idea and use it in your job adverts this month, which means hiring before you know the cost',
          'Allow four days only in roles where the work will not suffer, without a trial quarter first',
          'Make the change with the staff who proposed it and plan the rota together, before advertising it',
        ],
      },
      {
        text: 'Your largest client expects a reply within a day. What do you do?',
        options: [
          'Offer the client an extra service hour that the four-day rota makes possible, risking a no',
          "Keep the client's hours covered five days a week with a fixed rota, and offer nothing extra",
          'Start the four-day week and promise the client faster replies, at the cost of a tired first month',
          "Take a day to check who covers the client's work on the fifth day, before anything starts",
          "Leave it to the staff on the client's account to agree how they cover the fifth day",
        ],
      },
      {
        text: 'Profit fell slightly last year. What do you do?',
        options: [
          'Offer the four-day week as part of a move up to higher prices, without a pilot first',
          'Run a three-month pilot and add up sales and costs, with prices left where they are',
          "Agree to four days and raise prices to pay for it, which is a bet on your clients' loyalty",
          'Move to four days once the team shows the work fits in that time, with no cut in pay',
          'Move to four days with a small pay cut the staff agree to, and keep prices as they are',
        ],
      },
    ],
  },
  {
    key: 'cheaper-region-would-cut-local-jobs',
    category: 'Social Driver',
    fits: [...MAKERS, ...FOOD_MAKERS],
    setup: 'You run {business}, and moving production to a cheaper region would cut costs by 20% but end 15 local jobs.',
    stakes: [
      {
        text: 'A larger rival has just cut its prices. What do you do?',
        options: [
          'Move your products up to a top price the rival cannot touch, rather than matching its cut',
          'Offer a six-month plan that moves part of production and keeps most jobs, at some cost to the savings',
          "Use the move to match the rival's price this quarter, risking the loss of your local staff",
          "Keep production local and raise the finish of your goods, at prices a little above today's",
          'Work out with your staff how to trim costs between you, and keep all production here',
        ],
      },
      {
        text: 'Your bank suggests the move before it lends you more. What do you do?',
        options: [
          'Set up another line of work that needs the local staff, and make the case to your bank',
          'Give the bank a plan that moves a third of production, with figures for each step',
          'Offer the bank a shorter loan at a higher interest charge instead of moving, which costs more',
          'Go to another bank that lends on your record of careful work, with no plan to move',
          'Agree with the bank to move only if the 15 staff get jobs nearby, whatever the loan terms',
        ],
      },
      {
        text: 'Some of the 15 staff have worked for you for over ten years. What do you do?',
        options: [
          'Put the long-serving staff in charge of a new local range, so what they know stays in the firm',
          'Set out the cost of moving with pensions and redundancy included, before any new range',
          'Give the long-serving staff a good package and make the move while the price war lasts',
          'Give the long-serving staff the work that needs their know-how most, which costs you part of the saving',
          'Ask the staff how to keep their jobs, and keep the skilled work that needs them here',
        ],
      },
    ],
  },
  {
    key: 'sell-to-buyer-or-to-staff',
    category: 'Social Driver',
    fits: ALL_BUSINESSES,
    setup: 'You run {business} and plan to sell it: an outside buyer offers a good price, and your staff propose buying it together for less.',
    stakes: [
      {
        text: 'The outside buyer wants an answer within a month. What do you do?',
        options: [
          'Keep the business and make the staff partners in a growth plan, and sell later',
          'Lay both offers out with your tax adviser before the month ends, so you may lose the buyer',
          'Put a counter-offer to the outside buyer for a higher price, even if the staff feel passed over',
          "Give the staff the month to put together a stronger offer, at a price closer to the buyer's",
          'Offer the business to the staff at their price, and help them draw up a plan for growth',
        ],
      },
      {
        text: 'The staff would need to pay you over five years. What do you do?',
        options: [
          'Ask the staff to run the business as a co-operative with a growth plan, and take no lump sum',
          'Keep a stake in the firm until the last payment, and step back from running it',
          'Ask for a larger first payment in the staff offer, so you get more of your money now',
          'Set up a handover plan so the staff learn to run it well, even if payments start later',
          'Give the staff five years to pay and help them get a loan, with no stake kept back',
        ],
      },
      {
        text: 'The outside buyer plans to merge it with its own business. What do you do?',
        options: [
          'Make the merger part of a plan for your brand inside their firm, and let the buyer set staff terms',
          "Ask the buyer for a signed promise on staff jobs for two years, and compare it with the staff's offer",
          'Keep talks going with the buyer and push for a better price, and let them decide the brand',
          "Put the staff's skills and way of working into the sale terms, so the work carries on as before",
          'Sell only to the staff, even if it means less money and a later exit for you',
        ],
      },
    ],
  },
  {
    key: 'young-people-cannot-afford-prices',
    category: 'Social Driver',
    fits: [...SCHOOLS, 'fitness-studio', 'climbing-gym', 'language-app', 'fitness-app'],
    setup: 'You run {business}, and many students and young people tell you they cannot afford your prices.',
    stakes: [
      {
        text: 'Your current customers pay full price and fill most places. What do you do?',
        options: [
          'Let a separate, cheaper offer for young people grow into a name of its own, though it may pull on the first',
          'Sell some off-peak places at a lower price for a term and note who comes, with no separate brand',
          'Ask young people to pay what they can in the quietest hours, which may cut your average price',
          'Keep full prices and offer young people shorter sessions of the same work, at a fixed price',
          'Keep a number of full sessions at a student price, paid for in part by full-price customers',
        ],
      },
      {
        text: 'A rival offers a student discount of 40%. What do you do?',
        options: [
          "Launch a membership for young people with its own perks, without waiting to see the rival's results",
          'Let a month pass and see what share of young people go to the rival, though some will',
          'Make a 45% student offer for the quiet hours, and let the price do the talking',
          "Ask students to pay full price and show them what the rival's discount leaves out",
          'Set a student price of your own and let students help run a club around it',
        ],
      },
      {
        text: 'Your costs rose 10% this year. What do you do?',
        options: [
          'Start a lower-cost offer for young people with simpler service, rather than discounting quiet hours',
          'Pass the cost rise on to full-price customers, which means young people pay the same',
          'Let young people book at a discount in your quietest hours, though it earns little',
          'Make a shorter, simpler session that young people can afford, leaving the main offer as it is',
          'Ask your regulars whether they would pay a little more to fund student places',
        ],
      },
    ],
  },
  {
    key: 'neighbouring-shop-about-to-close',
    category: 'Social Driver',
    fits: [...SHOPS, 'cafe', 'restaurant', 'bakery'],
    setup: 'You run {business}, and the shop next door, which sends you many of your customers, is about to close.',
    stakes: [
      {
        text: 'The owner says three months of help would save it. What do you do?',
        options: [
          'Agree to a joint shop with the neighbour in one space, a bigger change than three months of help',
          "Start by going through the neighbour's accounts, at the cost of a couple of weeks",
          "Take a share of the neighbour's floor space for your own products, which means more work for you",
          'Let your best staff help the neighbour with the work they do less well, though it costs you hours',
          'Agree with other shops on the street to send customers next door, and pause your own marketing',
        ],
      },
      {
        text: 'A chain store wants to take over the space. What do you do?',
        options: [
          'Take the space for a branch of your own, rather than waiting for the street to act',
          'Agree to find out what the chain would bring to the street first, a slower answer',
          'Start talks with the landlord at once to take the space before the chain does',
          'Stay out of it and keep your own shop at its best, whoever takes the space',
          'Let the other shops on the street know and act as one, though it may not stop the chain',
        ],
      },
      {
        text: 'The owner offers to sell you the lease. What do you do?',
        options: [
          'Buy the lease and open a new concept there, before the figures are all in',
          "Set the lease's cost against your expected sales before you answer, and offer no more than that",
          'Agree to buy it by Friday for less than the asking price, a bet that you can make the space pay',
          'Use the space for your best products alone, at the cost of a narrower range',
          'Take the lease and offer the owner a job with you, which means a higher wage bill',
        ],
      },
    ],
  },
  {
    key: 'billing-error-overcharged-customers',
    category: 'Social Driver',
    fits: [...BUSINESS_SOFTWARE, ...APPS, 'courier', 'cleaning'],
    setup: 'You run {business}, and a billing error has overcharged 300 customers by a small amount for two months.',
    stakes: [
      {
        text: 'Most customers have not noticed. What do you do?',
        options: [
          'Give every affected customer a credit and use it to start a loyalty scheme, while you take the cost',
          'Refund everyone with a letter that explains the cause and the fix, sent before the next bill',
          'Refund everyone automatically this week and move on, risking questions from customers who had not noticed',
          'Agree to refund everyone and check every bill for a year, a heavy but thorough fix',
          'Start by calling the most affected customers yourself, at the cost of several days',
        ],
      },
      {
        text: "The refunds would wipe out this month's profit. What do you do?",
        options: [
          'Set up a new billing system that prevents such errors, even if it costs more than the refunds',
          "Spread the refunds across two months, so this month's profit is not wiped out",
          'Offer credit on the next bill instead of cash, which costs less at the moment',
          'Use the month to fix every billing step properly, risking a loss this month',
          'Refund everyone in full this month, in cash rather than credit on a later bill',
        ],
      },
      {
        text: 'The error was made by a new employee. What do you do?',
        options: [
          'Use the error to redesign billing for everyone, rather than singling anyone out',
          'Add a double check on billing for the next three months, keeping the system as it is',
          'Give the new employee a short refresher and move on, while the same risk stays',
          'Offer the new employee a full training in billing, which costs your time',
          'Use the error as a lesson for the whole team without blame, risking that some think it too soft',
        ],
      },
    ],
  },
  {
    key: 'promotion-with-no-role-to-give',
    category: 'Social Driver',
    fits: ALL_BUSINESSES,
    setup: 'You run {business}, and your best employee asks for a promotion, but there is no senior role to give them.',
    stakes: [
      {
        text: "A rival has offered them a manager's job. What do you do?",
        options: [
          'Keep them by creating a role that leads the next part of the firm, and accept the risk',
          'Offer a pay rise and a written plan for a role in a year, rather than matching the rival',
          'Put a matching offer on the table, even if the title you give them means nothing',
          'Give them a senior title for what they know, with charge of training the others',
          "Offer them the manager's job if they want it and help them leave well, which costs you a good person",
        ],
      },
      {
        text: 'Other staff would see a promotion as unfair. What do you do?',
        options: [
          'Ask everyone to help design a new structure with new roles, which may take months',
          'Hold the promotion back while you write clear criteria for all roles, and accept the wait',
          'Put the promotion through and explain it at the next staff meeting, even if some are upset',
          'Base the promotion on the work alone and show everyone what earned it',
          'Give everyone a chance to apply for a new role, while the process takes time',
        ],
      },
      {
        text: 'They want to lead people, but your team is small. What do you do?',
        options: [
          'Make them lead of a team you plan to hire for growth, rather than a training role',
          'Ask them to lead a project with two others for six months, and review it then',
          'Keep them with a team-lead title and a bonus, and accept that they may still leave',
          'Put them in charge of training new staff, so they lead by teaching the work',
          'Set them up to lead a mentoring scheme with a partner firm, rather than a bigger title',
        ],
      },
    ],
  },
  {
    key: 'customers-object-to-plastic-packaging',
    category: 'Social Driver',
    fits: [...FOOD_MAKERS, ...BRANDS],
    setup: 'You run {business}, and customers increasingly complain about the plastic in your packaging.',
    stakes: [
      {
        text: 'Alternatives would raise your costs by 12%. What do you do?',
        options: [
          'Let the packaging question start a refill model for your customers, though it alters how they buy',
          'Put one product in new packaging and note the sales, leaving the rest as it is for now',
          'Ask customers to pay a small extra for plastic-free packaging, which may lose some sales',
          'Find wrapping that protects the products as well as plastic, and pay the higher cost yourself',
          'Put the options to a customer vote, and share the decision and the cost with them',
        ],
      },
      {
        text: 'Your largest retailer requires its current packaging format. What do you do?',
        options: [
          'Use the moment to sell more through your own channels, which means less reliance on the retailer',
          'Let the retailer keep its format while you try new packaging elsewhere, though the complaints go on',
          'Offer the retailer a plastic-free pack in its own format at the same price within two weeks',
          'Ask the retailer to accept a pack that meets its format in another material, which may take months',
          'Keep talking with the retailer and its customers about a change, and accept a slow answer',
        ],
      },
      {
        text: 'A rival has switched and says so in its advertising. What do you do?',
        options: [
          "Start a packaging return scheme that goes further than the rival's, at the cost of building it",
          "Go through your costs and the rival's claims before you answer, which means a wait",
          'Announce in your ads that you will switch this year, then move as fast as you can',
          "Make your new packs work better than the rival's before you announce them, and let it lead for now",
          'Ask your customers to help try out the new packs, which may take a few months',
        ],
      },
    ],
  },
  {
    key: 'floods-hit-your-growers',
    category: 'Social Driver',
    fits: ['coffee-roastery', 'chocolate-maker', 'tea-company'],
    setup: 'You run {business}, and floods have hit the region where the small farms that grow your main crop are based.',
    stakes: [
      {
        text: 'Your stock will last about two months. What do you do?',
        options: [
          'Buy crops from several regions from now on, so you never rely on one place again',
          'Check what the growers can still supply and when, before you promise them anything',
          'Take supply from a trader in another region at once, which means paying more',
          'Let the stock go further by using it only for your best products, though other lines stop',
          'Make a plan with the growers to restart and buy from them first, leaving you short for a while',
        ],
      },
      {
        text: "The growers ask for an advance on next year's harvest. What do you do?",
        options: [
          'Use the advance to start growing new crops with the growers, a bet on the years ahead',
          'Agree to an advance against a signed plan with dates, paid more slowly than they hoped',
          'Pay part of the advance now and buy elsewhere for the gap, at the cost of some goodwill',
          'Give the advance if the growers keep their standards, with checks on their work',
          'Give the growers the full advance they asked for, though it strains your own cash for months',
        ],
      },
      {
        text: 'A large trader offers you supply from another region at once. What do you do?',
        options: [
          'Offer the trader a long contract for a product you have never made',
          'Use the trader for a short time and judge grade and price before going further',
          "Agree to the trader's supply, a quick answer that keeps production running",
          "Use the trader's crop for simpler products alone, at the cost of a narrower range",
          "Take the trader's supply for the gap and explain it to your growers in person",
        ],
      },
    ],
  },
  {
    key: 'staff-split-by-language',
    category: 'Social Driver',
    fits: [...MAKERS, ...LOGISTICS, 'small-hotel', 'restaurant', 'cleaning'],
    setup: 'You run {business}, where your staff speak three different first languages and have split into separate groups.',
    stakes: [
      {
        text: 'Mistakes between shifts have increased. What do you do?',
        options: [
          'Redesign how shifts hand over, in writing and in all three languages, while you plan the change',
          'Offer a simple checklist for shift handovers and track mistakes, which costs a little time each day',
          'Use a translation app for handovers from tomorrow, and leave the groups as they are',
          'Agree one clear handover process and train every shift in it, step by step',
          'Start mixed teams with members of each group, at the cost of some friction at first',
        ],
      },
      {
        text: 'A new supervisor speaks only one of the languages. What do you do?',
        options: [
          'Set up a team of language leads who support the supervisor, even if it alters the structure',
          'Give the supervisor a translator for the first month and judge the results',
          'Book the supervisor on a quick language course starting next week, which costs time and money',
          'Use an experienced colleague to work beside the supervisor, risking a slower start',
          'Agree that each group picks someone to help the supervisor, a slower way to build trust',
        ],
      },
      {
        text: 'Some staff complain that others talk about them in a language they do not speak. What do you do?',
        options: [
          'Adopt one common language at work, with classes for all staff paid by the firm',
          'Set a rule to use the common language in shared areas, even if some find it hard',
          'Give a clear warning to those involved and move on, while the bad feeling may stay',
          'Offer a course in the common language to everyone, run properly over several months',
          'Gather the team to talk it over openly, risking some hard moments for both groups',
        ],
      },
    ],
  },
  {
    key: 'late-shift-staff-feel-unsafe',
    category: 'Social Driver',
    fits: ['restaurant', 'cafe', 'fitness-studio', 'climbing-gym', ...SHOPS],
    setup: 'You run {business}, and staff who close late say they feel unsafe walking to the bus afterwards.',
    stakes: [
      {
        text: 'A taxi home each night would cost about 3% of your profit. What do you do?',
        options: [
          'Keep late opening and start a staff transport scheme shared with other businesses, and accept the cost',
          'Put taxis on for a month and track the cost and use, so you know the real figure',
          'Set up a late shift rota where staff leave in pairs, even if it changes who works when',
          'Give staff a taxi home after the latest shifts, while the others walk together',
          'Offer a taxi home to everyone on a late shift, and pay the 3% of profit yourself',
        ],
      },
      {
        text: 'Closing an hour earlier would cut evening sales. What do you do?',
        options: [
          'Rethink the evening offer so it ends earlier and sells more in less time',
          'Set the evening sales against the cost of a taxi before you decide',
          'Put a taxi on only for the last hour and sell harder in it, so the evening pays for it',
          'Close early only on the quietest evenings, even if some sales are lost',
          'Give staff a say in whether to close earlier, while you take the hit on sales',
        ],
      },
      {
        text: 'Only two of your staff have raised it. What do you do?',
        options: [
          'Make late-shift safety part of rethinking how the place runs at night',
          'Ask all staff whether they feel the same, which may take a week to hear back',
          'Keep the two happy with a taxi home from tonight, and accept the cost for two people',
          'Move the two to daytime shifts where they feel safe, and ask others for the late ones',
          "Gather all staff to learn everyone's concerns, even if it opens up more requests",
        ],
      },
    ],
  },
];
