export const PRODUCT_NAME = 'Union Companion';

/** Said wherever the product introduces itself: it is the union's, not the airline's. */
export const INDEPENDENCE_NOTICE =
  'This app is run by the union local for its members. It is independent of the airline, is not endorsed by it, and uses only public contract information: no employer proprietary information.';
