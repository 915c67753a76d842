// The public information pages: about us, about the API, contact.

export { aboutApiPage, apiPricing } from './about-api.ts';
export { aboutUsPage } from './about-us.ts';
export { contactUsPage, scheduleDemoPage } from './contact-us.ts';
export { infoPageLoaders } from './pages.ts';
