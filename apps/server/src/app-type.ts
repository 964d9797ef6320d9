/** The API's type for the web app's typed client (`import type` only; no server code). */
export type { ApiType } from "./app";
