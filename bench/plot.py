#!/usr/bin/env python3
"""Plots bench/results/bench.csv (written by tilec-bench): one panel per benchmark, rate
(GFLOP/s, GOP/s or GB/s) against size, tilec next to each baseline, one line per implementation
and thread count; compile latencies as bars. Usage: plot.py [CSV] [PNG]."""
import csv
import os
import sys
import textwrap
from collections import defaultdict

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402 (the backend must be chosen first)

HERE = os.path.dirname(os.path.abspath(__file__))


def read(path):
    comments, rows = [], []
    with open(path, newline="") as file:
        lines = []
        for line in file:
            if line.startswith("#"):
                comments.append(line[1:].strip())
            else:
                lines.append(line)
    rows = list(csv.DictReader(lines))
    return comments, rows


def main():
    source = sys.argv[1] if len(sys.argv) > 1 else os.path.join(HERE, "results", "bench.csv")
    target = sys.argv[2] if len(sys.argv) > 2 else os.path.splitext(source)[0] + ".png"
    comments, rows = read(source)
    # Panels whose cases vary in size become lines (rate against size); the others (fixed-size
    # memory kernels, tall-skinny GEMMs) become bars, one group per shape.
    panels = defaultdict(list)
    for row in rows:
        if row["benchmark"] == "compile":
            continue
        key = row["benchmark"]
        if key.startswith("attention"):
            key += " " + row["shape"].split()[1]  # one panel per head dimension
        if key.startswith("gemm"):
            m, n, k = (int(extent) for extent in row["shape"].split("x"))
            key += " square" if m == n == k else " tall-skinny"
        panels[key].append(row)
    latencies = [row for row in rows if row["benchmark"] == "compile"]

    count = len(panels) + (1 if latencies else 0)
    columns = 3
    lines = max(1, (count + columns - 1) // columns)
    figure, axes = plt.subplots(lines, columns, figsize=(6 * columns, 4.2 * lines), squeeze=False)
    for axis in axes.flat[count:]:
        axis.set_visible(False)

    for axis, (name, panel) in zip(axes.flat, panels.items()):
        series = defaultdict(list)
        for row in panel:
            series[f"{row['implementation']} t={row['threads']}"].append(row)
        unit = panel[0]["unit"]
        shapes = list(dict.fromkeys(row["shape"] for row in panel))
        as_lines = name.endswith("square") or name.startswith("attention")
        if as_lines and len({row["size"] for row in panel}) > 1:
            for label, points in series.items():
                points.sort(key=lambda row: float(row["size"]))
                is_tilec = points[0]["role"] == "tilec"
                axis.plot([float(p["size"]) for p in points], [float(p["rate"]) for p in points],
                          "-o" if is_tilec else "--s", linewidth=2.4 if is_tilec else 1.2,
                          label=label)
            axis.set_xscale("log", base=2)
            axis.set_xlabel("sequence length" if name.startswith("attention") else "M = N = K")
        else:
            width = 0.8 / len(series)
            for index, (label, points) in enumerate(series.items()):
                rates = {p["shape"]: float(p["rate"]) for p in points}
                is_tilec = points[0]["role"] == "tilec"
                axis.bar([i + index * width for i in range(len(shapes))],
                         [rates.get(shape, 0) for shape in shapes], width, label=label,
                         hatch="" if is_tilec else "//", edgecolor="black", linewidth=0.3)
            axis.set_xticks([i + 0.4 - width / 2 for i in range(len(shapes))], shapes, fontsize=8)
        axis.set_title(name)
        axis.set_ylabel(unit)
        axis.grid(True, alpha=0.3)
        axis.legend(fontsize=6, framealpha=0.6)

    if latencies:
        axis = axes.flat[len(panels)]
        kernels = sorted({row["shape"] for row in latencies}, key=lambda k: k)
        kinds = ["cold", "disk cache", "memory cache"]
        width = 0.27
        for index, kind in enumerate(kinds):
            values = []
            for kernel in kernels:
                match = [r for r in latencies if r["shape"] == kernel and r["implementation"].startswith(kind)]
                values.append(float(match[0]["median_ms"]) if match else 0)
            axis.bar([i + (index - 1) * width for i in range(len(kernels))], values, width,
                     label=kind)
        axis.set_yscale("log")
        axis.set_xticks(range(len(kernels)), kernels, rotation=70, fontsize=6)
        axis.axhline(500, color="red", linewidth=0.8, linestyle=":")
        axis.axhline(10, color="orange", linewidth=0.8, linestyle=":")
        axis.set_title("compile latency of the examples (targets 500 ms cold, 10 ms cached)")
        axis.set_ylabel("ms")
        axis.legend(fontsize=7)

    title = "tilec vs baselines (same run) — " + " | ".join(comments)
    figure.suptitle("\n".join(textwrap.wrap(title, 180)), fontsize=8)
    figure.tight_layout(rect=(0, 0, 1, 0.96))
    os.makedirs(os.path.dirname(os.path.abspath(target)), exist_ok=True)
    figure.savefig(target, dpi=110)
    print(f"wrote {target}")


if __name__ == "__main__":
    main()
