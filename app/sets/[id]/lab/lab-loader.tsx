"use client";
/** The lab, loaded in the page only (it starts Web Workers). */
import dynamic from "next/dynamic";
import { opening } from "@/app/sets/[id]/_set/set-page-loader";
import "@/app/sets/[id]/_set/set-page.css";
import "./lab.css";

export const LabLoader = dynamic(() => import("./lab").then((m) => m.Lab), {
  ssr: false,
  loading: opening("Opening the lab…"),
});
