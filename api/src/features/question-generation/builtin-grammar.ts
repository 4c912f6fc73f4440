import type { EntrepreneurType } from '@edna/shared-contracts';

/**
 * The vocabulary of the built-in question generator (used when no AI provider is configured): the kinds of business a
 * question can be set in, and the shape of a situation template. The templates themselves are in
 * builtin-situations/, one file per category.
 *
 * A question is `{setup} {stake}`: the setup is one sentence that places the reader in a business
 * ("You run {business}, and a larger firm offers to buy the leftovers from your production."), the stake is the
 * pressure that makes the decision hard plus the question ("Your disposal bill has just doubled. What do you do?").
 * Each stake has its own five options, written to answer that pressure, so a situation with three stakes gives three
 * different items. docs/item-writing.md has the rules every option follows.
 */

/** Every kind of business a template can be set in, each with a few concrete names (article included). */
export const BUSINESSES = {
  // Makers of food and drink.
  bakery: ['a bakery with two shops in Porto', 'a family bakery in Nairobi', 'a bakery and café in Montreal'],
  brewery: ['a craft brewery in Leeds', 'a small brewery near Cape Town', 'a craft brewery in São Paulo'],
  'coffee-roastery': ['a coffee roastery in Melbourne', 'a coffee roastery in Bogotá'],
  'chocolate-maker': ['a bean-to-bar chocolate company in Accra', 'a chocolate workshop in Brussels'],
  'cheese-dairy': ['a cheese dairy in rural France', 'a farm cheese dairy in New Zealand'],
  'tea-company': ['a tea-blending company in Colombo', 'a loose-leaf tea company in Edinburgh'],
  'kombucha-maker': ['a kombucha brewery in Berlin', 'a kombucha company in Singapore'],
  // Makers of other goods.
  'furniture-workshop': ['a 12-person furniture workshop in Krakow', 'a furniture workshop in Cebu'],
  'ceramics-studio': ['a ceramics studio in Kyoto', 'a tableware pottery in Oaxaca'],
  'metal-workshop': ['a metalwork shop in Monterrey', 'a steel fabrication firm in Pune'],
  'packaging-factory': ['a packaging factory in Ho Chi Minh City', 'a cardboard packaging plant in Lodz'],
  'bicycle-maker': ['a bicycle manufacturer in Utrecht', 'a cargo-bike company in Copenhagen'],
  'electronics-assembler': ['an electronics assembly firm in Penang', 'a circuit-board assembly firm in Guadalajara'],
  'textile-mill': ['a weaving mill in northern Portugal', 'a textile mill near Dhaka'],
  // Consumer brands that design their goods and sell them mostly online.
  'skincare-brand': ['a natural skincare brand in Seoul', 'a skincare brand based in Lagos'],
  'clothing-label': ['an independent clothing label in Stockholm', 'a streetwear label in Johannesburg'],
  'pet-food-brand': ['a pet food brand in Austin', 'a pet food brand in Sydney'],
  'stationery-brand': ['a stationery brand in Tokyo', 'a notebook and stationery brand in Milan'],
  'outdoor-gear-brand': ['an outdoor clothing brand in Vancouver', 'a hiking gear brand in Santiago'],
  // Places guests visit.
  restaurant: ['a 60-seat restaurant in Mexico City', 'a family restaurant in Istanbul', 'a seafood restaurant in Lima'],
  cafe: ['a café in Dublin', 'a café near a university in Manila'],
  'small-hotel': ['a 20-room hotel in Marrakesh', 'a small seaside hotel in Croatia'],
  hostel: ['a backpacker hostel in Hanoi', 'a hostel in Lisbon'],
  'fitness-studio': ['a fitness studio in Dubai', 'a yoga and fitness studio in Toronto'],
  'climbing-gym': ['an indoor climbing gym in Sheffield', 'a climbing gym in Denver'],
  // Shops.
  bookshop: ['an independent bookshop in Edinburgh', 'a bookshop in Buenos Aires'],
  'bike-shop': ['a bicycle shop in Amsterdam', 'a bike shop in Christchurch'],
  'hardware-store': ['a hardware store in Kisumu', 'a family hardware store in Ohio'],
  florist: ['a florist with two shops in Paris', 'a flower shop in Medellín'],
  grocery: ['a neighbourhood grocery in Athens', 'an organic grocery in Auckland'],
  'garden-centre': ['a garden centre outside Dublin', 'a plant nursery near Pretoria'],
  // Software sold to organisations.
  'hr-software': ['an HR software startup in Berlin', 'a payroll software company in Warsaw'],
  'invoicing-software': ['an invoicing software startup in Nairobi', 'a bookkeeping software company in Sydney'],
  'logistics-software': ['a fleet-tracking software company in São Paulo', 'a route-planning software startup in Rotterdam'],
  'booking-software': ['a booking software company for hair salons in London', 'a clinic booking software firm in Kuala Lumpur'],
  'farm-software': ['a crop-monitoring software startup in Nakuru', 'a farm-management software firm in Rosario'],
  // Apps and games sold to consumers.
  'language-app': ['a language-learning app company in Madrid', 'a language app startup in Jakarta'],
  'budgeting-app': ['a budgeting app startup in Lagos', 'a personal finance app company in Toronto'],
  'fitness-app': ['a home-workout app startup in Stockholm', 'a running app company in Cape Town'],
  'meal-planning-app': ['a meal-planning app startup in Amsterdam', 'a recipe app company in Mumbai'],
  'game-studio': ['a 15-person game studio in Helsinki', 'an independent game studio in Montevideo'],
  // Services for organisations.
  'design-studio': ['a design studio in Barcelona', 'a branding studio in Cape Town'],
  'marketing-agency': ['a digital marketing agency in Manila', 'a marketing agency in Chicago'],
  'accounting-practice': ['an accounting practice in Birmingham', 'an accounting firm in Kuala Lumpur'],
  'it-consultancy': ['an IT consultancy in Bangalore', 'an IT services firm in Bucharest'],
  'translation-agency': ['a translation agency in Geneva', 'a translation agency in Montreal'],
  'recruitment-agency': ['a recruitment agency in Dubai', 'a recruitment firm for engineers in Dublin'],
  'architecture-studio': ['an architecture studio in Copenhagen', 'an architecture practice in Quito'],
  // Trades working at the customer's site.
  plumbing: ['a plumbing company in Brisbane', 'a plumbing and heating firm in Glasgow'],
  electrical: ['an electrical contracting firm in Johannesburg', 'an electrical contracting firm in Calgary'],
  renovation: ['a home renovation company in Rome', 'a renovation firm in Atlanta'],
  cleaning: ['an office cleaning company in Lagos', 'a cleaning company in Vienna'],
  landscaping: ['a landscaping company in Perth', 'a garden landscaping firm in Surrey'],
  removals: ['a removals company in Auckland', 'a house-moving company in Chicago'],
  'solar-installer': ['a solar panel installation firm in Mombasa', 'a solar installation firm in Phoenix'],
  // Health care.
  'dental-practice': ['a dental practice with six chairs in Santiago', 'a dental clinic in Cairo'],
  'physio-clinic': ['a physiotherapy clinic in Wellington', 'a sports physiotherapy clinic in Madrid'],
  'vet-clinic': ['a veterinary clinic in Adelaide', 'a rural vet practice in Ireland'],
  'home-care': ['a home-care agency in Manchester', 'a home-care service for older people in Osaka'],
  pharmacy: ['an independent pharmacy in Lyon', 'a pharmacy in Accra'],
  // Schools and training.
  'language-school': ['a language school in Busan', 'an English school in Recife'],
  'coding-school': ['a coding school for adults in Lagos', 'a coding bootcamp in Berlin'],
  'music-school': ['a music school in Vienna', 'a music school for children in Seoul'],
  'driving-school': ['a driving school in Dublin', 'a driving school in Kuala Lumpur'],
  // Moving goods.
  courier: ['a courier firm in Paris', 'a same-day courier company in Jakarta'],
  'freight-forwarder': ['a freight-forwarding firm in Rotterdam', 'a trucking company in Dallas'],
  warehousing: ['a warehousing company near Antwerp', 'a storage and fulfilment firm in Nairobi'],
  // Travel and events.
  'tour-operator': ['a walking-tour company in Rome', 'a safari tour company in Arusha'],
  'event-company': ['an events company in Singapore', 'a wedding planning business in Bali'],
  // Farms.
  'vegetable-farm': ['an organic vegetable farm near Lyon', 'a vegetable farm in the Cape winelands'],
  vineyard: ['a family vineyard in Mendoza', 'a small winery in South Australia'],
} as const satisfies Record<string, readonly string[]>;

export type BusinessKind = keyof typeof BUSINESSES;

export const FOOD_MAKERS = [
  'bakery',
  'brewery',
  'coffee-roastery',
  'chocolate-maker',
  'cheese-dairy',
  'tea-company',
  'kombucha-maker',
] as const satisfies readonly BusinessKind[];
export const MAKERS = [
  'furniture-workshop',
  'ceramics-studio',
  'metal-workshop',
  'packaging-factory',
  'bicycle-maker',
  'electronics-assembler',
  'textile-mill',
] as const satisfies readonly BusinessKind[];
export const BRANDS = [
  'skincare-brand',
  'clothing-label',
  'pet-food-brand',
  'stationery-brand',
  'outdoor-gear-brand',
] as const satisfies readonly BusinessKind[];
export const VENUES = ['restaurant', 'cafe', 'small-hotel', 'hostel', 'fitness-studio', 'climbing-gym'] as const satisfies readonly BusinessKind[];
export const SHOPS = ['bookshop', 'bike-shop', 'hardware-store', 'florist', 'grocery', 'garden-centre'] as const satisfies readonly BusinessKind[];
export const BUSINESS_SOFTWARE = [
  'hr-software',
  'invoicing-software',
  'logistics-software',
  'booking-software',
  'farm-software',
] as const satisfies readonly BusinessKind[];
export const APPS = ['language-app', 'budgeting-app', 'fitness-app', 'meal-planning-app', 'game-studio'] as const satisfies readonly BusinessKind[];
export const AGENCIES = [
  'design-studio',
  'marketing-agency',
  'accounting-practice',
  'it-consultancy',
  'translation-agency',
  'recruitment-agency',
  'architecture-studio',
] as const satisfies readonly BusinessKind[];
export const TRADES = [
  'plumbing',
  'electrical',
  'renovation',
  'cleaning',
  'landscaping',
  'removals',
  'solar-installer',
] as const satisfies readonly BusinessKind[];
export const CARE = ['dental-practice', 'physio-clinic', 'vet-clinic', 'home-care', 'pharmacy'] as const satisfies readonly BusinessKind[];
export const SCHOOLS = ['language-school', 'coding-school', 'music-school', 'driving-school'] as const satisfies readonly BusinessKind[];
export const LOGISTICS = ['courier', 'freight-forwarder', 'warehousing'] as const satisfies readonly BusinessKind[];
export const TRAVEL = ['tour-operator', 'event-company'] as const satisfies readonly BusinessKind[];
export const FARMS = ['vegetable-farm', 'vineyard'] as const satisfies readonly BusinessKind[];

export const ALL_BUSINESSES = Object.keys(BUSINESSES) as BusinessKind[];
export const ALL_BUT_CARE = ALL_BUSINESSES.filter((kind) => !(CARE as readonly BusinessKind[]).includes(kind));

export const MAX_QUESTION_TEXT_LENGTH = 260;
const BUSINESS_SLOT = '{business}';

/** A question: the situation's setup in the named business, then the stake's pressure and question. */
export function questionText(situation: Pick<Situation, 'setup'>, stakeText: string, businessName: string): string {
  return `${situation.setup.replace(BUSINESS_SLOT, businessName)} ${stakeText}`;
}

/** Option texts in option-id order a..e. */
export type OptionTexts = readonly [visionary: string, pragmatist: string, hustler: string, craftsman: string, socialDriver: string];

export interface Stake {
  /** The pressure that makes the decision hard, then the question: "Your disposal bill has just doubled. What do you do?" */
  text: string;
  /** Five options that answer this stake: a Visionary, Pragmatist, Hustler, Craftsman and Social Driver action. */
  options: OptionTexts;
  /** The kinds of business this stake fits, when fewer than the situation's (a composed stake's pressure may narrow them). */
  fits?: readonly BusinessKind[];
  /** For a composed stake, the key of the pressure it was composed with; absent for a hand-written stake. */
  pressure?: string;
}

export interface Situation {
  /** Stable kebab-case name of the situation; generated questions carry it, and a quiz never shows two with the same. */
  key: string;
  /** The type this situation separates best from the others. */
  category: EntrepreneurType;
  /** The kinds of business the setup and every option make sense for. */
  fits: readonly BusinessKind[];
  /** One sentence with the slot {business} exactly once. */
  setup: string;
  stakes: readonly Stake[];
}

/**
 * A pressure that can be added to a situation to compose one more item: it makes one thing scarce (cash, time,
 * staff, a client's patience), and every option's cost is written with it.
 */
export interface Pressure {
  /** Stable kebab-case name. */
  key: string;
  /** One pressure sentence and the question: "Your cash covers only the next three months. What do you do?" */
  text: string;
  /** By when, as a phrase that can end an option: "within those three months". */
  before: string;
  /** What runs short, as a noun phrase: "the cash you have left". */
  scarce: string;
  /** The kinds of business the pressure makes sense for; all when absent. */
  fits?: readonly BusinessKind[];
}

/** Five actions answering a situation's setup, without their cost (a..e: Visionary … Social Driver). */
export interface SituationActions {
  /** The key of the situation template the actions belong to. */
  key: string;
  actions: OptionTexts;
  /** Pressures that would contradict the setup. */
  excludes?: readonly string[];
}
