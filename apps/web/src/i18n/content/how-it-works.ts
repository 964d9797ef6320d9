import { howItWorks as en } from "../en/info/how-it-works";

export const howItWorksContent = { en };
