/**
 * The debug trace: every removal with its stage, rule and reason, plus per-stage
 * timings. Recording text previews costs time, so it happens only when asked for.
 */
import { keepResident } from "./resident.js";
import { normText, type ElementNode } from "./dom/node.js";
import { ALL_RULES_ON, type RuleId, type RuleSwitches } from "./rules.js";

export interface Removal {
  stage: string;
  rule: string;
  reason: string;
  tag: string;
  textPreview: string;
}

export interface StageTiming {
  stage: string;
  ms: number;
}

export class Trace {
  readonly removals: Removal[] = [];
  readonly timings: StageTiming[] = [];
  /** Every element a stage dropped, so that a failed strategy can be undone. */
  private readonly dropped: ElementNode[] = [];

  /**
   * `rules`: which rules are on (rules.ts); every stage asks `on(id)` before it applies
   * one, so the ablation can switch each off.
   */
  constructor(
    readonly enabled: boolean,
    readonly rules: RuleSwitches = ALL_RULES_ON,
  ) {}

  /** The rule is switched on for this extraction. */
  on(id: RuleId): boolean {
    return this.rules.on(id);
  }

  drop(el: ElementNode, stage: string, rule: RuleId, reason: string): void {
    if (el.dropped) return;
    el.dropped = true;
    this.dropped.push(el);
    if (this.enabled) {
      el.dropped = false;
      const preview = normText(el).slice(0, 80);
      el.dropped = true;
      this.removals.push({ stage, rule, reason, tag: el.tag, textPreview: preview });
    }
  }

  /** A mark to undo to: the number of drops so far. */
  mark(): number {
    return this.dropped.length;
  }

  /** Revive everything dropped since `mark` (a strategy that missed the article). */
  undoTo(mark: number): void {
    while (this.dropped.length > mark) this.dropped.pop()!.dropped = false;
    if (this.enabled) this.removals.push({ stage: "strategy", rule: "undo", reason: `revived drops after #${mark}`, tag: "", textPreview: "" });
  }

  time<T>(stage: string, fn: () => T): T {
    const t0 = performance.now();
    const result = fn();
    this.timings.push({ stage, ms: performance.now() - t0 });
    return result;
  }
}

keepResident(new Trace(false));
