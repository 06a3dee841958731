// Node unit tests: nothing global yet; the back-end tests start msw/node themselves.
export {};
