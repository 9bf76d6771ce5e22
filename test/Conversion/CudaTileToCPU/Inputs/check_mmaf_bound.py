"""Checks C = C0 + A·B computed with hardware accumulation against the exact sum.

Usage: check_mmaf_bound.py [--exact] [--b-transposed] A.npy B.npy C0.npy C.npy
A and B hold bf16 encodings (as tilec saves them: uint16), C0 and C f32. Every element of C
must lie within the bound of kMatmulChainHardwareAccumulation
(include/tilec/Runtime/MatmulChainAbi.h) of the exact c0 + sum_k a·b, computed in float64
(exact here: the products of bf16 values and their sums over these sizes and magnitudes fit
its 53 bits), and prints the largest error as a fraction of the bound. With --exact, every
element must equal the exact sum (inputs whose sums are exact in any order). With
--b-transposed, B.npy holds the transpose of the product's b.
"""
import sys

import numpy as np


def bf16_values(path):
    bits = np.load(path).astype(np.uint32) << 16
    return bits.view(np.float32).astype(np.float64)


arguments = sys.argv[1:]
exact_only = "--exact" in arguments
b_transposed = "--b-transposed" in arguments
arguments = [argument for argument in arguments if not argument.startswith("--")]
a, b = bf16_values(arguments[0]), bf16_values(arguments[1])
if b_transposed:
    b = b.T
c0 = np.load(arguments[2]).astype(np.float64)
c = np.load(arguments[3]).astype(np.float64)
depth = a.shape[1]
exact = c0 + a @ b
magnitudes = np.abs(c0) + np.abs(a) @ np.abs(b)
row_sums = np.abs(a).sum(axis=1, keepdims=True)
column_sums = np.abs(b).sum(axis=0, keepdims=True)
bound = depth * np.ldexp(magnitudes, -23) + np.ldexp(depth + row_sums + column_sums, -126)
if exact_only:
    bound = np.zeros_like(bound)
error = np.abs(c - exact)
if not np.all(error <= bound):
    index = np.unravel_index(np.argmax(error - bound), error.shape)
    print(f"FAIL at {index}: {c[index]} vs exact {exact[index]}, bound {bound[index]}")
    sys.exit(1)
if exact_only:
    print("exact")
else:
    print(f"within the bound (largest error {float((error / bound).max()):.3g} of it)")
