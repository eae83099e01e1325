// The analytics data layer (Google Tag Manager style): events are plain objects pushed onto
// `window.dataLayer`, created on first use. Nothing else in the app writes to it.

export type AnalyticsEvent = { event: string } & Record<string, unknown>;

declare global {
  interface Window {
    dataLayer?: AnalyticsEvent[];
  }
}

export function pushToDataLayer(event: AnalyticsEvent): void {
  window.dataLayer ??= [];
  window.dataLayer.push(event);
}

/** spec 1 §2.1: a page view on every navigation. */
export function trackPageView(pagePath: string, pageTitle: string): void {
  pushToDataLayer({ event: 'page_view', page_path: pagePath, page_title: pageTitle });
}

/** spec 1 §2.2: the exit notice before the partner hub reports the page and the product. */
export function trackPartnerHubFlyover(pageName: string, productName: string): void {
  pushToDataLayer({
    event: 'glacier_flyover_event',
    page_name: pageName,
    product_name: productName,
  });
}
