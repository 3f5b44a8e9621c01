/** `@docusaurus/ExecutionEnvironment` in component tests, which run in jsdom: a browser. */
const ExecutionEnvironment = {canUseDOM: true};
export default ExecutionEnvironment;
