"""Step 2 of `npm run train`: gradient-boosted trees on .train/blocks.tsv (tune pages only).

Cross-validation is grouped by site (5 folds, GroupKFold: no site is in a fold's training
and test part at once). Writes each fold's model (.train/fold-K.json, used by
thresholds.mjs to judge the model end to end on pages its fold never saw), the CV
figures (.train/cv.json) and the model trained on every tune page
(src/extract/model/model.json, thresholds filled in by thresholds.mjs).

Debian's python3-sklearn; fixed seeds, no network.
"""
import csv
import json
import math
import os
import sys
import time

import numpy as np
from sklearn.ensemble import GradientBoostingClassifier
from sklearn.metrics import roc_auc_score
from sklearn.model_selection import GroupKFold

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
OUT = os.path.join(ROOT, ".train")
MODEL = os.path.join(ROOT, "src", "extract", "model", "model.json")

# Shallow trees, few of them: inference walks every tree for every block of every page.
PARAMS = dict(n_estimators=120, learning_rate=0.1, max_depth=4, min_samples_leaf=30, subsample=0.5, random_state=0)
FOLDS = 5


def load():
    with open(os.path.join(OUT, "blocks.tsv"), newline="") as f:
        r = csv.reader(f, delimiter="\t")
        header = next(r)
        rows = list(r)
    names = header[5:]
    sets = np.array([x[0] for x in rows])
    sites = np.array([x[0] + "/" + x[2] for x in rows])
    y = np.array([int(x[3]) for x in rows])
    w = np.array([float(x[4]) for x in rows])
    X = np.array([[float(v) for v in x[5:]] for x in rows], dtype=np.float64)
    return names, sets, sites, y, w, X


def export(clf, names, drop_below=0.0, add_above=2.0):
    prior = clf.init_.class_prior_[1]
    trees = []
    for est in clf.estimators_[:, 0]:
        t = est.tree_
        trees.append({
            "feature": [int(v) if v >= 0 else -1 for v in t.feature],
            "threshold": [float(v) for v in t.threshold],
            "left": [int(v) for v in t.children_left],
            "right": [int(v) for v in t.children_right],
            "value": [round(float(v) * clf.learning_rate, 7) for v in t.value[:, 0, 0]],
        })
    return {"features": list(names), "base": math.log(prior / (1 - prior)), "trees": trees,
            "dropBelow": drop_below, "addAbove": add_above}


def wacc(y, p, w):
    return float(np.sum(w * ((p >= 0.5) == y)) / np.sum(w))


def main():
    t0 = time.time()
    names, sets, sites, y, w, X = load()
    in_parts = X[:, names.index("inParts")] == 1
    oof = np.zeros(len(y))
    for k, (tr, te) in enumerate(GroupKFold(n_splits=FOLDS).split(X, y, sites)):
        clf = GradientBoostingClassifier(**PARAMS).fit(X[tr], y[tr], sample_weight=w[tr])
        oof[te] = clf.predict_proba(X[te])[:, 1]
        with open(os.path.join(OUT, f"fold-{k}.json"), "w") as f:
            json.dump({"model": export(clf, names), "sites": sorted(set(sites[te]))}, f)
        print(f"fold {k}: {len(te)} blocks, {time.time() - t0:.0f} s", flush=True)

    cv = {}
    for name in ["all"] + sorted(set(sets)):
        sel = np.ones(len(y), bool) if name == "all" else sets == name
        fig = {"blocks": int(sel.sum()),
               "auc": roc_auc_score(y[sel], oof[sel], sample_weight=w[sel]),
               "acc_model": wacc(y[sel], oof[sel], w[sel]),
               # the rules alone: a block is content when it is in the selected article
               "acc_rules": wacc(y[sel], in_parts[sel].astype(float), w[sel])}
        for part, ps in (("inside", in_parts), ("outside", ~in_parts)):
            s = sel & ps
            if len(set(y[s])) == 2:
                fig[f"auc_{part}"] = roc_auc_score(y[s], oof[s], sample_weight=w[s])
        cv[name] = {k: (round(v, 4) if isinstance(v, float) else v) for k, v in fig.items()}
        print(name, cv[name], flush=True)
    with open(os.path.join(OUT, "cv.json"), "w") as f:
        json.dump(cv, f, indent=1)

    clf = GradientBoostingClassifier(**PARAMS).fit(X, y, sample_weight=w)
    model = export(clf, names)
    # Kept for the check in thresholds.mjs that the TypeScript walk gives sklearn's probabilities.
    model_check = {"rows": X[:50].tolist(), "proba": clf.predict_proba(X[:50])[:, 1].tolist()}
    with open(os.path.join(OUT, "final.json"), "w") as f:
        json.dump({"model": model, "check": model_check}, f)
    imp = sorted(zip(clf.feature_importances_, names), reverse=True)[:15]
    print("importances:", ", ".join(f"{n} {v:.3f}" for v, n in imp))
    print(f"train: {time.time() - t0:.0f} s")


if __name__ == "__main__":
    sys.exit(main())
