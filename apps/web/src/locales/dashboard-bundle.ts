import deDashboard from './de/dashboard.json';
import enDashboard from './en/dashboard.json';
import dePlans from './de/plans.json';
import enPlans from './en/plans.json';
import dePayments from './de/payments.json';
import enPayments from './en/payments.json';

/*
 * The member pages' namespaces in both languages, loaded on demand as one file: six small files were six
 * requests queued behind the page's code on HTTP/1.1's six connections.
 */
export const dashboardBundles = {
  de: { dashboard: deDashboard, plans: dePlans, payments: dePayments },
  en: { dashboard: enDashboard, plans: enPlans, payments: enPayments },
};
