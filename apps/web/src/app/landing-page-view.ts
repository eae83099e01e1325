// The one script of the landing page drawn at build (static-landing.tsx): its page view (spec 1
// §2.1), as the app reports every page it draws.
import { trackPageView } from '@/lib/analytics';

trackPageView(`${window.location.pathname}${window.location.search}`, document.title);
