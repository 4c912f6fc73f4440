import type { EntrepreneurType } from '@edna/shared-contracts/rules';

export interface FamousEntrepreneur {
  name: string;
  knownFor: string;
}

export interface Complement {
  type: EntrepreneurType;
  why: string;
}

export interface TypeProfile {
  strengths: readonly string[];
  pitfalls: readonly string[];
  famous: readonly FamousEntrepreneur[];
  complements: readonly Complement[];
  /** The paragraph of 'Leveraging Your Entrepreneurial DNA'. */
  leverage: string;
}

/**
 * What the results page says about each type. The well-known people are founders whose own story shows the type (said
 * in knownFor, in words that stay true: what they founded or did, not a title they may lose), from several continents,
 * and none with a record of fraud, wartime collaboration or similar misconduct. Someone known for a role in a company
 * they did not found (Charlie Munger, a vice chairman) is not listed, nor someone known mainly as a speaker whose
 * business figures are chiefly their own account (Gary Vaynerchuk; Daymond John's start, sewing hats at home and
 * selling them in the street, shows the Hustler more plainly and is well documented).
 *
 * Complements are reciprocal: if A names B, B names A. With two per type they form one cycle, Visionary – Pragmatist
 * – Hustler – Social Driver – Craftsman – Visionary, so every type is named by exactly the two it names.
 */
export const TYPE_PROFILES: Record<EntrepreneurType, TypeProfile> = {
  Visionary: {
    strengths: ['Spots opportunities before the market does', 'Inspires people with a compelling picture of the future', 'Comfortable with bold bets and uncertainty'],
    pitfalls: ['Chasing the next idea before the current one is finished', 'Underestimating the detail that execution needs'],
    famous: [
      {
        name: 'Melanie Perkins',
        knownFor: 'Co-founded Canva in Australia to make design simple for anyone, after many investors said no',
      },
      { name: 'Reed Hastings', knownFor: 'Co-founded Netflix and moved it from DVDs by post to streaming early' },
      { name: 'Strive Masiyiwa', knownFor: 'Founded Econet, fighting for years for the licence to bring mobile phones to Zimbabwe' },
      { name: 'Akio Morita', knownFor: 'Co-founded Sony and backed the Walkman before any market research asked for it' },
    ],
    complements: [
      { type: 'Pragmatist', why: 'turns your vision into a plan, a budget and milestones' },
      { type: 'Craftsman', why: 'builds what you imagine to a standard people love' },
    ],
    leverage:
      'Your edge is seeing where things are going. Put it to work by writing your vision down as a few concrete bets, then surround yourself with people who love the detail you would rather skip. Protect time to finish what you start, and test your boldest ideas with small, cheap experiments before committing everything to them.',
  },
  Pragmatist: {
    strengths: ['Breaks big problems into clear, workable steps', 'Decides with data and keeps risks in check', 'Builds systems that keep running without heroics'],
    pitfalls: ['Waiting for certainty when speed matters more', 'Optimizing the plan instead of testing it in the market'],
    famous: [
      { name: 'Warren Buffett', knownFor: 'Built Berkshire Hathaway by buying businesses only when the numbers made sense' },
      {
        name: 'Amancio Ortega',
        knownFor: 'Co-founded Zara in Spain and built a supply chain that restocks its shops twice a week with what sells',
      },
      {
        name: 'Falguni Nayar',
        knownFor: 'Left investment banking to found Nykaa in India, growing it one category at a time with an eye on profit',
      },
      { name: 'Judy Faulkner', knownFor: 'Founded Epic Systems and grew it without outside investors, one hospital at a time' },
    ],
    complements: [
      { type: 'Visionary', why: 'gives your plans a bold direction worth planning for' },
      { type: 'Hustler', why: 'turns your plans into sales and keeps them moving' },
    ],
    leverage:
      'Your edge is judgment. Use it by setting a few clear decision rules and the numbers that matter, then let the data tell you when to move. Give yourself deadlines for decisions so analysis does not become delay, and pair with people who push for speed and ambition; your structure will make their energy count.',
  },
  Hustler: {
    strengths: ['Turns ideas into action and momentum fast', 'Sells, networks and opens doors relentlessly', 'Learns by doing and bounces back from setbacks'],
    pitfalls: ['Spreading effort over too many fronts at once', 'Skipping the groundwork that growth later depends on'],
    famous: [
      { name: 'Sara Blakely', knownFor: 'Founded Spanx with $5,000 of savings and sold it to stores herself, in person' },
      { name: 'Estée Lauder', knownFor: 'Co-founded her cosmetics company and sold it counter by counter, handing out samples' },
      { name: 'Daymond John', knownFor: "Sewed hats in his mother's house and sold them on the streets of Queens, then co-founded FUBU" },
      {
        name: 'Luiza Trajano',
        knownFor: "Started selling in her aunt's shop at 12 and grew Magazine Luiza into one of Brazil's largest retailers",
      },
    ],
    complements: [
      { type: 'Pragmatist', why: 'adds the structure that turns momentum into a lasting business' },
      { type: 'Social Driver', why: 'gives your drive a purpose that people want to join' },
    ],
    leverage:
      'Your edge is momentum. Channel it by picking the one or two goals that matter most this quarter and saying no to the rest. Keep selling and shipping, but review what worked every week, and build a small routine around finances and operations so your growth does not outrun your foundations.',
  },
  Craftsman: {
    strengths: ['Obsessed with quality and the details customers feel', 'Builds products and skills that last', 'Earns trust through mastery and consistency'],
    pitfalls: ['Polishing too long before showing work to customers', 'Undervaluing marketing and sales'],
    famous: [
      { name: 'James Dyson', knownFor: 'Built 5,127 prototypes before his bagless vacuum cleaner worked as he wanted' },
      { name: 'Soichiro Honda', knownFor: 'Founded Honda after years of learning to make piston rings good enough to sell' },
      { name: 'Zhou Qunfei', knownFor: 'Went from a factory floor to founding Lens Technology, a leading maker of phone-screen glass' },
      { name: 'Vera Wang', knownFor: 'Founded her bridal label at 40, known for detailed, hand-finished gowns' },
    ],
    complements: [
      { type: 'Visionary', why: 'gives your craft a bold direction worth mastering' },
      { type: 'Social Driver', why: 'connects your work with the people who need it most' },
    ],
    leverage:
      'Your edge is quality. Make it visible: show customers how and why your work is better, and share it earlier than feels comfortable so their feedback shapes your next iteration. Decide in advance what “good enough to ship” means, and partner with someone who loves telling the story of what you build.',
  },
  'Social Driver': {
    strengths: ['Builds teams and communities around a shared purpose', 'Measures success by the impact on people', 'Earns loyalty from customers, staff and partners'],
    pitfalls: ['Saying yes to every cause at the cost of focus', 'Putting the business model second to the mission'],
    famous: [
      { name: 'Anita Roddick', knownFor: 'Founded The Body Shop and campaigned against animal testing in cosmetics' },
      { name: 'Fazle Hasan Abed', knownFor: 'Founded BRAC in Bangladesh, one of the largest development organisations in the world' },
      { name: 'Bethlehem Tilahun Alemu', knownFor: 'Founded soleRebels in Ethiopia, making shoes with local artisans and recycled tyres' },
      { name: 'Yvon Chouinard', knownFor: 'Founded Patagonia and gave its ownership to a trust and a nonprofit that fund climate work' },
    ],
    complements: [
      { type: 'Hustler', why: 'grows the reach of the impact you care about' },
      { type: 'Craftsman', why: 'delivers what your mission promises, to a standard that earns trust' },
    ],
    leverage:
      'Your edge is purpose. Use it to attract people and customers who share it, and make your impact measurable so you can show it. Tie every initiative back to a business model that sustains it, and keep your focus narrow enough that your mission is delivered well rather than spread thin.',
  },
};
