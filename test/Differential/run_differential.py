#!/usr/bin/env python3
"""Runs generated kernels compiled and in the reference interpreter and fails on any difference.

  run_differential.py --tilec build/bin/tilec --seeds 0:40 [--functions 8] [--keep DIR]

For each seed, generate_kernels.py makes a module; every function runs once with
`tilec run --compare-interpreter`, which compares all results and buffers element by element.
A failing kernel is saved (with the command that failed) so that it can be replayed.
"""
import argparse
import os
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import generate_kernels  # noqa: E402


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tilec", required=True)
    parser.add_argument("--seeds", default="0:20", help="FIRST:END (END exclusive)")
    parser.add_argument("--functions", type=int, default=8)
    parser.add_argument("--keep", default=None, help="directory for failing modules")
    args = parser.parse_args()
    first, end = (int(x) for x in args.seeds.split(":"))
    keep = args.keep or tempfile.mkdtemp(prefix="tilec-differential-")
    failures = 0
    kernels = 0
    for seed in range(first, end):
        module, runs = generate_kernels.generate(seed, args.functions)
        path = os.path.join(keep, f"random_{seed}.mlir")
        with open(path, "w") as file:
            file.write(module)
        seed_failed = False
        for entry, options, values in runs:
            command = [args.tilec, "run", path, "--entry", entry, "--compare-interpreter"] + options
            for value in values:
                command += ["--arg", value]
            kernels += 1
            result = subprocess.run(command, capture_output=True, text=True)
            if result.returncode != 0:
                failures += 1
                seed_failed = True
                print(f"FAIL seed {seed} {entry}: {' '.join(command)}\n{result.stderr.strip()}")
        if not seed_failed:
            os.remove(path)
    print(f"{kernels} generated kernels, {failures} differ or fail"
          + (f" (kept in {keep})" if failures else ""))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
