import { lazyChart } from '../../components/lazy-chart';

/** The wall chart, its code loaded when first drawn (components/lazy-chart.tsx). */
export const WallChart = lazyChart(() => import('./wall-chart').then((m) => m.WallChart), 260);
