"use client";
/** Loads the lab in the page only (it starts Web Workers), with a quiet placeholder. */
import dynamic from "next/dynamic";
import type { LabProps } from "./lab";
import "./lab.css";

const Lab = dynamic(() => import("./lab").then((m) => m.Lab), {
  ssr: false,
  loading: () => <p className="lab-loading">Opening the lab…</p>,
});

/** The lab of one set. */
export function LabLoader(props: LabProps) {
  return <Lab {...props} />;
}
