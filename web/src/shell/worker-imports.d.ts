// Vite turns `?worker` imports into a Worker constructor (used for the captcha's proof of work).
declare module '*?worker' {
  const WorkerFactory: new () => Worker;
  export default WorkerFactory;
}
