/** See nginx-front.mjs. */
import type { ChildProcess } from 'node:child_process';

export declare const SITE_CONF: string;
export declare const NGINX: string | null;
export declare function siteConfig(upstreams: number[], port: number): string;
export interface MainOptions {
  workerProcesses?: number | 'auto';
  workerConnections?: number;
  /** nginx log_format text of the access log; combined when null. */
  logFormat?: string | null;
}
export declare function mainConfig(work: string, options?: MainOptions): string;
export interface NginxFront {
  url: string;
  accessLog: string;
  child: ChildProcess;
  stop(): Promise<void>;
}
export declare function startNginx(options: { work: string; upstreams: number[]; port: number } & MainOptions): Promise<NginxFront>;
