#!/usr/bin/env python3
"""Runs generated kernels compiled and in the reference interpreter and fails on any difference.

  run_differential.py --tilec build/bin/tilec --seeds 0:40 [--functions 8] [--keep DIR]

For each seed, generate_kernels.py makes a module; every function runs once with
`tilec run --compare-interpreter`, which compares all results and buffers element by element.
A run with hardware accumulation (--mmaf-accumulation=hardware: bf16 products on AMX where the
CPU has it) is compared with the interpreter within that mode's bound instead (check_hardware).
A failing kernel is saved (with the command that failed) so that it can be replayed.
"""
import argparse
import array
import ast
import os
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import generate_kernels  # noqa: E402


def read_npy(path):
    """The values of a 1- or 2-D .npy file of f32 or of u2 (tilec's bf16 encodings, widened to
    floats), row-major, and its shape: the standard library's own reading of the format."""
    with open(path, "rb") as file:
        data = file.read()
    header_length = int.from_bytes(data[8:10], "little")
    header = ast.literal_eval(data[10:10 + header_length].decode("latin1"))
    values = array.array("f" if header["descr"] == "<f4" else "H")
    values.frombytes(data[10 + header_length:])
    if header["descr"] == "<u2":
        widened = array.array("I", (word << 16 for word in values))
        values = array.array("f")
        values.frombytes(widened.tobytes())
    return list(values), header["shape"]


def check_hardware(tilec, path, entry, options, values, directory):
    """Runs `entry` compiled with hardware accumulation and in the interpreter; every element of
    C may differ by twice the bound of kMatmulChainHardwareAccumulation (MatmulChainAbi.h) for
    the whole K, with |a|, |b| at their largest (each executor lies within one bound of the
    exact sums). Returns an error message, or None."""
    base = [tilec, "run", path, "--entry", entry] + sum((["--arg", v] for v in values), [])
    files = {name: os.path.join(directory, name + ".npy") for name in ("a", "b", "hw", "ref", "c0")}
    commands = [
        base + options + ["--out", "A=" + files["a"], "--out", "B=" + files["b"],
                          "--out", "C=" + files["hw"]],
        base + ["--interpret"] + [o for o in options if not o.startswith("--mmaf")] +
        ["--out", "C=" + files["ref"]],
        [tilec, "run", path, "--entry", "gemm_values", "--arg", values[2],
         "--out", "C=" + files["c0"]],
    ]
    for command in commands:
        result = subprocess.run(command, capture_output=True, text=True)
        if result.returncode != 0:
            return " ".join(command) + "\n" + result.stderr.strip()
    a, (_, depth) = read_npy(files["a"])
    b, _ = read_npy(files["b"])
    hardware, _ = read_npy(files["hw"])
    reference, _ = read_npy(files["ref"])
    initial, _ = read_npy(files["c0"])
    largest = max(map(abs, a), default=0.0) * max(map(abs, b), default=0.0)
    for index, (x, y, c) in enumerate(zip(hardware, reference, initial)):
        bound = 2 * depth * 2.0 ** -23 * (abs(c) + depth * largest) + 2.0 ** -100
        if not abs(x - y) <= bound:
            return f"{' '.join(commands[0])}\nelement {index}: {x} vs interpreter {y}, bound {bound}"
    return None


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
            kernels += 1
            if "--mmaf-accumulation=hardware" in options:
                with tempfile.TemporaryDirectory() as directory:
                    error = check_hardware(args.tilec, path, entry, options, values, directory)
                if error:
                    failures += 1
                    seed_failed = True
                    print(f"FAIL seed {seed} {entry}: {error}")
                continue
            command = [args.tilec, "run", path, "--entry", entry, "--compare-interpreter"] + options
            for value in values:
                command += ["--arg", value]
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
