// atomic_rmw_tko (tile-ir-ops.md §3.7): per enabled lane, atomically old = *p;
// *p = MODE(old, arg); the result is old. Lanes are separate atomic transactions, applied here
// in row-major order.

// Every integer mode. Each mode gets its own 4 elements, first set to M with a store; the
// result pairs are (old, new memory) per mode in the order add, and, or, xor, max, min, umax,
// umin, xchg. i32: M = [-1, 2^31-1, 5, 0], arg = [1, 1, -3, 0]; add wraps (2^31-1 + 1 = -2^31);
// max/min compare signed, umax/umin unsigned (-1 = 0xFFFFFFFF and -3 are the largest);
// 5 & -3 = 0101 & ...1101 = 5, 5 | -3 = -3, 5 ^ -3 = ...1000 = -8.
// RUN: tilec run %s --entry i32_modes --arg zeros:i32:36 | FileCheck %s --check-prefix=I32
// I32: result #0: tile<4xi32> = [-1, 2147483647, 5, 0]
// I32-NEXT: result #1: tile<4xi32> = [0, -2147483648, 2, 0]
// I32-NEXT: result #2: tile<4xi32> = [-1, 2147483647, 5, 0]
// I32-NEXT: result #3: tile<4xi32> = [1, 1, 5, 0]
// I32-NEXT: result #4: tile<4xi32> = [-1, 2147483647, 5, 0]
// I32-NEXT: result #5: tile<4xi32> = [-1, 2147483647, -3, 0]
// I32-NEXT: result #6: tile<4xi32> = [-1, 2147483647, 5, 0]
// I32-NEXT: result #7: tile<4xi32> = [-2, 2147483646, -8, 0]
// I32-NEXT: result #8: tile<4xi32> = [-1, 2147483647, 5, 0]
// I32-NEXT: result #9: tile<4xi32> = [1, 2147483647, 5, 0]
// I32-NEXT: result #10: tile<4xi32> = [-1, 2147483647, 5, 0]
// I32-NEXT: result #11: tile<4xi32> = [-1, 1, -3, 0]
// I32-NEXT: result #12: tile<4xi32> = [-1, 2147483647, 5, 0]
// I32-NEXT: result #13: tile<4xi32> = [-1, 2147483647, -3, 0]
// I32-NEXT: result #14: tile<4xi32> = [-1, 2147483647, 5, 0]
// I32-NEXT: result #15: tile<4xi32> = [1, 1, 5, 0]
// I32-NEXT: result #16: tile<4xi32> = [-1, 2147483647, 5, 0]
// I32-NEXT: result #17: tile<4xi32> = [1, 1, -3, 0]

// i64: M = [-2^63, 2^63-1, 5, -1], arg = [1, 1, -3, -1].
// RUN: tilec run %s --entry i64_modes --arg zeros:i64:36 | FileCheck %s --check-prefix=I64
// I64: result #0: tile<4xi64> = [-9223372036854775808, 9223372036854775807, 5, -1]
// I64-NEXT: result #1: tile<4xi64> = [-9223372036854775807, -9223372036854775808, 2, -2]
// I64-NEXT: result #2: tile<4xi64> = [-9223372036854775808, 9223372036854775807, 5, -1]
// I64-NEXT: result #3: tile<4xi64> = [0, 1, 5, -1]
// I64-NEXT: result #4: tile<4xi64> = [-9223372036854775808, 9223372036854775807, 5, -1]
// I64-NEXT: result #5: tile<4xi64> = [-9223372036854775807, 9223372036854775807, -3, -1]
// I64-NEXT: result #6: tile<4xi64> = [-9223372036854775808, 9223372036854775807, 5, -1]
// I64-NEXT: result #7: tile<4xi64> = [-9223372036854775807, 9223372036854775806, -8, 0]
// I64-NEXT: result #8: tile<4xi64> = [-9223372036854775808, 9223372036854775807, 5, -1]
// I64-NEXT: result #9: tile<4xi64> = [1, 9223372036854775807, 5, -1]
// I64-NEXT: result #10: tile<4xi64> = [-9223372036854775808, 9223372036854775807, 5, -1]
// I64-NEXT: result #11: tile<4xi64> = [-9223372036854775808, 1, -3, -1]
// I64-NEXT: result #12: tile<4xi64> = [-9223372036854775808, 9223372036854775807, 5, -1]
// I64-NEXT: result #13: tile<4xi64> = [-9223372036854775808, 9223372036854775807, -3, -1]
// I64-NEXT: result #14: tile<4xi64> = [-9223372036854775808, 9223372036854775807, 5, -1]
// I64-NEXT: result #15: tile<4xi64> = [1, 1, 5, -1]
// I64-NEXT: result #16: tile<4xi64> = [-9223372036854775808, 9223372036854775807, 5, -1]
// I64-NEXT: result #17: tile<4xi64> = [1, 1, -3, -1]

// addf rounds once to nearest even (§3.7), keeps subnormals, and overflows to Inf. f16 ulp at
// 1 is 2^-10: 1 + 2^-11 is a tie that stays 1, 1 + 3 * 2^-11 goes to the even 1 + 2^-9
// (printed 1.002); 65504 + 16 is halfway to 65536, which rounds to even and overflows to inf;
// -0 + -0 = -0. f32: 1 + 2^-24 stays 1, 1 + 2^-23 is exact, MAX + MAX = inf,
// 2^-149 + -2^-149 = +0. bf16: NaN in gives NaN, 2 + -inf = -inf. f64: 0.1 + 0.2 =
// 0.30000000000000004, 1e308 + 1e308 = inf. Results are (old, new) per type.
// RUN: tilec run %s --entry addf --arg zeros:f16:4 --arg zeros:f32:4 --arg zeros:bf16:2 --arg zeros:f64:2 | FileCheck %s --check-prefix=ADDF
// ADDF: result #0: tile<4xf16> = [1, 1, 65504, -0]
// ADDF-NEXT: result #1: tile<4xf16> = [1, 1.002, inf, -0]
// ADDF-NEXT: result #2: tile<4xf32> = [1, 1, 3.4028235e+38, 1e-45]
// ADDF-NEXT: result #3: tile<4xf32> = [1, 1.0000001, inf, 0]
// ADDF-NEXT: result #4: tile<2xbf16> = [1, 2]
// ADDF-NEXT: result #5: tile<2xbf16> = [nan, -inf]
// ADDF-NEXT: result #6: tile<2xf64> = [0.1, 1e+308]
// ADDF-NEXT: result #7: tile<2xf64> = [0.30000000000000004, inf]

// xchg on floats stores the argument bits and returns the old ones.
// RUN: tilec run %s --entry xchg_floats --arg zeros:f32:2 --arg zeros:f64:2 | FileCheck %s --check-prefix=XCHG
// XCHG: result #0: tile<2xf32> = [1.5, -0]
// XCHG-NEXT: result #1: tile<2xf32> = [nan, 2]
// XCHG-NEXT: result #2: tile<2xf64> = [-0, 0.25]
// XCHG-NEXT: result #3: tile<2xf64> = [1e-300, -2]

// Masked-off lanes are not accessed (lane 3 points far past the buffer) and return an
// implementation-defined value: the undefined pattern 0xCDCDCDCD = -842150451.
// RUN: tilec run %s --entry masked --arg zeros:i32:4 | FileCheck %s --check-prefix=MASKED
// MASKED: result #0: tile<4xi32> = [10, -842150451, 30, -842150451]
// MASKED-NEXT: result #1: tile<4xi32> = [11, 20, 33, 40]

// Lanes at one address update it one after the other: memory 0 + 1 + 2 + 3.
// RUN: tilec run %s --entry same_address --arg zeros:i32:2 --print | FileCheck %s --check-prefix=SAME
// SAME: result #0: tile<4xi32> = [0, 1, 3, 0]
// SAME: %p: i32[2] = [6, 4]

// Checked mode: an enabled lane outside every buffer, or a read-only one, is an error.
// RUN: not tilec run %s --entry past_end --arg zeros:i32:4 2>&1 | FileCheck %s --check-prefix=PAST
// PAST: error: atomic_rmw_tko: lane [1]: write of 4 bytes at 0x{{[0-9a-f]+}} is out of bounds of buffer %p (byte offset 32, size 16) (in tile block (0, 0, 0))
// RUN: not tilec run %s --entry constant_global 2>&1 | FileCheck %s --check-prefix=CONST
// CONST: error: atomic_rmw_tko: write to read-only global @lut (in tile block (0, 0, 0))
// Unchecked mode skips that lane: its result is the undefined pattern and the others update.
// RUN: tilec run %s --unchecked --entry past_end --arg zeros:i32:4 --print | FileCheck %s --check-prefix=UNPAST
// UNPAST: result #0: tile<2xi32> = [0, -842150451]
// UNPAST: %p: i32[4] = [5, 0, 0, 0]

cuda_tile.module @m {
  global constant @lut <i32: [1, 2]> : tile<2xi32>

  testing$func @i32_modes(%p: tile<ptr<i32>>) -> (tile<4xi32>, tile<4xi32>, tile<4xi32>, tile<4xi32>, tile<4xi32>, tile<4xi32>, tile<4xi32>, tile<4xi32>, tile<4xi32>, tile<4xi32>, tile<4xi32>, tile<4xi32>, tile<4xi32>, tile<4xi32>, tile<4xi32>, tile<4xi32>, tile<4xi32>, tile<4xi32>) {
    %p1 = reshape %p : tile<ptr<i32>> -> tile<1xptr<i32>>
    %p4 = broadcast %p1 : tile<1xptr<i32>> -> tile<4xptr<i32>>
    %init = constant <i32: [-1, 2147483647, 5, 0]> : tile<4xi32>
    %arg = constant <i32: [1, 1, -3, 0]> : tile<4xi32>
    %o0 = constant <i32: [0, 1, 2, 3]> : tile<4xi32>
    %q0 = offset %p4, %o0 : tile<4xptr<i32>>, tile<4xi32> -> tile<4xptr<i32>>
    %s0 = store_ptr_tko weak %q0, %init : tile<4xptr<i32>>, tile<4xi32> -> token
    %old0, %r0 = atomic_rmw_tko relaxed device %q0, add, %arg token=%s0 : tile<4xptr<i32>>, tile<4xi32> -> tile<4xi32>, token
    %new0, %l0 = load_ptr_tko weak %q0 token=%r0 : tile<4xptr<i32>> -> tile<4xi32>, token
    %o1 = constant <i32: [4, 5, 6, 7]> : tile<4xi32>
    %q1 = offset %p4, %o1 : tile<4xptr<i32>>, tile<4xi32> -> tile<4xptr<i32>>
    %s1 = store_ptr_tko weak %q1, %init : tile<4xptr<i32>>, tile<4xi32> -> token
    %old1, %r1 = atomic_rmw_tko relaxed device %q1, and, %arg token=%s1 : tile<4xptr<i32>>, tile<4xi32> -> tile<4xi32>, token
    %new1, %l1 = load_ptr_tko weak %q1 token=%r1 : tile<4xptr<i32>> -> tile<4xi32>, token
    %o2 = constant <i32: [8, 9, 10, 11]> : tile<4xi32>
    %q2 = offset %p4, %o2 : tile<4xptr<i32>>, tile<4xi32> -> tile<4xptr<i32>>
    %s2 = store_ptr_tko weak %q2, %init : tile<4xptr<i32>>, tile<4xi32> -> token
    %old2, %r2 = atomic_rmw_tko relaxed device %q2, or, %arg token=%s2 : tile<4xptr<i32>>, tile<4xi32> -> tile<4xi32>, token
    %new2, %l2 = load_ptr_tko weak %q2 token=%r2 : tile<4xptr<i32>> -> tile<4xi32>, token
    %o3 = constant <i32: [12, 13, 14, 15]> : tile<4xi32>
    %q3 = offset %p4, %o3 : tile<4xptr<i32>>, tile<4xi32> -> tile<4xptr<i32>>
    %s3 = store_ptr_tko weak %q3, %init : tile<4xptr<i32>>, tile<4xi32> -> token
    %old3, %r3 = atomic_rmw_tko relaxed device %q3, xor, %arg token=%s3 : tile<4xptr<i32>>, tile<4xi32> -> tile<4xi32>, token
    %new3, %l3 = load_ptr_tko weak %q3 token=%r3 : tile<4xptr<i32>> -> tile<4xi32>, token
    %o4 = constant <i32: [16, 17, 18, 19]> : tile<4xi32>
    %q4 = offset %p4, %o4 : tile<4xptr<i32>>, tile<4xi32> -> tile<4xptr<i32>>
    %s4 = store_ptr_tko weak %q4, %init : tile<4xptr<i32>>, tile<4xi32> -> token
    %old4, %r4 = atomic_rmw_tko relaxed device %q4, max, %arg token=%s4 : tile<4xptr<i32>>, tile<4xi32> -> tile<4xi32>, token
    %new4, %l4 = load_ptr_tko weak %q4 token=%r4 : tile<4xptr<i32>> -> tile<4xi32>, token
    %o5 = constant <i32: [20, 21, 22, 23]> : tile<4xi32>
    %q5 = offset %p4, %o5 : tile<4xptr<i32>>, tile<4xi32> -> tile<4xptr<i32>>
    %s5 = store_ptr_tko weak %q5, %init : tile<4xptr<i32>>, tile<4xi32> -> token
    %old5, %r5 = atomic_rmw_tko relaxed device %q5, min, %arg token=%s5 : tile<4xptr<i32>>, tile<4xi32> -> tile<4xi32>, token
    %new5, %l5 = load_ptr_tko weak %q5 token=%r5 : tile<4xptr<i32>> -> tile<4xi32>, token
    %o6 = constant <i32: [24, 25, 26, 27]> : tile<4xi32>
    %q6 = offset %p4, %o6 : tile<4xptr<i32>>, tile<4xi32> -> tile<4xptr<i32>>
    %s6 = store_ptr_tko weak %q6, %init : tile<4xptr<i32>>, tile<4xi32> -> token
    %old6, %r6 = atomic_rmw_tko relaxed device %q6, umax, %arg token=%s6 : tile<4xptr<i32>>, tile<4xi32> -> tile<4xi32>, token
    %new6, %l6 = load_ptr_tko weak %q6 token=%r6 : tile<4xptr<i32>> -> tile<4xi32>, token
    %o7 = constant <i32: [28, 29, 30, 31]> : tile<4xi32>
    %q7 = offset %p4, %o7 : tile<4xptr<i32>>, tile<4xi32> -> tile<4xptr<i32>>
    %s7 = store_ptr_tko weak %q7, %init : tile<4xptr<i32>>, tile<4xi32> -> token
    %old7, %r7 = atomic_rmw_tko relaxed device %q7, umin, %arg token=%s7 : tile<4xptr<i32>>, tile<4xi32> -> tile<4xi32>, token
    %new7, %l7 = load_ptr_tko weak %q7 token=%r7 : tile<4xptr<i32>> -> tile<4xi32>, token
    %o8 = constant <i32: [32, 33, 34, 35]> : tile<4xi32>
    %q8 = offset %p4, %o8 : tile<4xptr<i32>>, tile<4xi32> -> tile<4xptr<i32>>
    %s8 = store_ptr_tko weak %q8, %init : tile<4xptr<i32>>, tile<4xi32> -> token
    %old8, %r8 = atomic_rmw_tko relaxed device %q8, xchg, %arg token=%s8 : tile<4xptr<i32>>, tile<4xi32> -> tile<4xi32>, token
    %new8, %l8 = load_ptr_tko weak %q8 token=%r8 : tile<4xptr<i32>> -> tile<4xi32>, token
    return %old0, %new0, %old1, %new1, %old2, %new2, %old3, %new3, %old4, %new4, %old5, %new5, %old6, %new6, %old7, %new7, %old8, %new8 : tile<4xi32>, tile<4xi32>, tile<4xi32>, tile<4xi32>, tile<4xi32>, tile<4xi32>, tile<4xi32>, tile<4xi32>, tile<4xi32>, tile<4xi32>, tile<4xi32>, tile<4xi32>, tile<4xi32>, tile<4xi32>, tile<4xi32>, tile<4xi32>, tile<4xi32>, tile<4xi32>
  }

  testing$func @i64_modes(%p: tile<ptr<i64>>) -> (tile<4xi64>, tile<4xi64>, tile<4xi64>, tile<4xi64>, tile<4xi64>, tile<4xi64>, tile<4xi64>, tile<4xi64>, tile<4xi64>, tile<4xi64>, tile<4xi64>, tile<4xi64>, tile<4xi64>, tile<4xi64>, tile<4xi64>, tile<4xi64>, tile<4xi64>, tile<4xi64>) {
    %p1 = reshape %p : tile<ptr<i64>> -> tile<1xptr<i64>>
    %p4 = broadcast %p1 : tile<1xptr<i64>> -> tile<4xptr<i64>>
    %init = constant <i64: [-9223372036854775808, 9223372036854775807, 5, -1]> : tile<4xi64>
    %arg = constant <i64: [1, 1, -3, -1]> : tile<4xi64>
    %o0 = constant <i32: [0, 1, 2, 3]> : tile<4xi32>
    %q0 = offset %p4, %o0 : tile<4xptr<i64>>, tile<4xi32> -> tile<4xptr<i64>>
    %s0 = store_ptr_tko weak %q0, %init : tile<4xptr<i64>>, tile<4xi64> -> token
    %old0, %r0 = atomic_rmw_tko relaxed device %q0, add, %arg token=%s0 : tile<4xptr<i64>>, tile<4xi64> -> tile<4xi64>, token
    %new0, %l0 = load_ptr_tko weak %q0 token=%r0 : tile<4xptr<i64>> -> tile<4xi64>, token
    %o1 = constant <i32: [4, 5, 6, 7]> : tile<4xi32>
    %q1 = offset %p4, %o1 : tile<4xptr<i64>>, tile<4xi32> -> tile<4xptr<i64>>
    %s1 = store_ptr_tko weak %q1, %init : tile<4xptr<i64>>, tile<4xi64> -> token
    %old1, %r1 = atomic_rmw_tko relaxed device %q1, and, %arg token=%s1 : tile<4xptr<i64>>, tile<4xi64> -> tile<4xi64>, token
    %new1, %l1 = load_ptr_tko weak %q1 token=%r1 : tile<4xptr<i64>> -> tile<4xi64>, token
    %o2 = constant <i32: [8, 9, 10, 11]> : tile<4xi32>
    %q2 = offset %p4, %o2 : tile<4xptr<i64>>, tile<4xi32> -> tile<4xptr<i64>>
    %s2 = store_ptr_tko weak %q2, %init : tile<4xptr<i64>>, tile<4xi64> -> token
    %old2, %r2 = atomic_rmw_tko relaxed device %q2, or, %arg token=%s2 : tile<4xptr<i64>>, tile<4xi64> -> tile<4xi64>, token
    %new2, %l2 = load_ptr_tko weak %q2 token=%r2 : tile<4xptr<i64>> -> tile<4xi64>, token
    %o3 = constant <i32: [12, 13, 14, 15]> : tile<4xi32>
    %q3 = offset %p4, %o3 : tile<4xptr<i64>>, tile<4xi32> -> tile<4xptr<i64>>
    %s3 = store_ptr_tko weak %q3, %init : tile<4xptr<i64>>, tile<4xi64> -> token
    %old3, %r3 = atomic_rmw_tko relaxed device %q3, xor, %arg token=%s3 : tile<4xptr<i64>>, tile<4xi64> -> tile<4xi64>, token
    %new3, %l3 = load_ptr_tko weak %q3 token=%r3 : tile<4xptr<i64>> -> tile<4xi64>, token
    %o4 = constant <i32: [16, 17, 18, 19]> : tile<4xi32>
    %q4 = offset %p4, %o4 : tile<4xptr<i64>>, tile<4xi32> -> tile<4xptr<i64>>
    %s4 = store_ptr_tko weak %q4, %init : tile<4xptr<i64>>, tile<4xi64> -> token
    %old4, %r4 = atomic_rmw_tko relaxed device %q4, max, %arg token=%s4 : tile<4xptr<i64>>, tile<4xi64> -> tile<4xi64>, token
    %new4, %l4 = load_ptr_tko weak %q4 token=%r4 : tile<4xptr<i64>> -> tile<4xi64>, token
    %o5 = constant <i32: [20, 21, 22, 23]> : tile<4xi32>
    %q5 = offset %p4, %o5 : tile<4xptr<i64>>, tile<4xi32> -> tile<4xptr<i64>>
    %s5 = store_ptr_tko weak %q5, %init : tile<4xptr<i64>>, tile<4xi64> -> token
    %old5, %r5 = atomic_rmw_tko relaxed device %q5, min, %arg token=%s5 : tile<4xptr<i64>>, tile<4xi64> -> tile<4xi64>, token
    %new5, %l5 = load_ptr_tko weak %q5 token=%r5 : tile<4xptr<i64>> -> tile<4xi64>, token
    %o6 = constant <i32: [24, 25, 26, 27]> : tile<4xi32>
    %q6 = offset %p4, %o6 : tile<4xptr<i64>>, tile<4xi32> -> tile<4xptr<i64>>
    %s6 = store_ptr_tko weak %q6, %init : tile<4xptr<i64>>, tile<4xi64> -> token
    %old6, %r6 = atomic_rmw_tko relaxed device %q6, umax, %arg token=%s6 : tile<4xptr<i64>>, tile<4xi64> -> tile<4xi64>, token
    %new6, %l6 = load_ptr_tko weak %q6 token=%r6 : tile<4xptr<i64>> -> tile<4xi64>, token
    %o7 = constant <i32: [28, 29, 30, 31]> : tile<4xi32>
    %q7 = offset %p4, %o7 : tile<4xptr<i64>>, tile<4xi32> -> tile<4xptr<i64>>
    %s7 = store_ptr_tko weak %q7, %init : tile<4xptr<i64>>, tile<4xi64> -> token
    %old7, %r7 = atomic_rmw_tko relaxed device %q7, umin, %arg token=%s7 : tile<4xptr<i64>>, tile<4xi64> -> tile<4xi64>, token
    %new7, %l7 = load_ptr_tko weak %q7 token=%r7 : tile<4xptr<i64>> -> tile<4xi64>, token
    %o8 = constant <i32: [32, 33, 34, 35]> : tile<4xi32>
    %q8 = offset %p4, %o8 : tile<4xptr<i64>>, tile<4xi32> -> tile<4xptr<i64>>
    %s8 = store_ptr_tko weak %q8, %init : tile<4xptr<i64>>, tile<4xi64> -> token
    %old8, %r8 = atomic_rmw_tko relaxed device %q8, xchg, %arg token=%s8 : tile<4xptr<i64>>, tile<4xi64> -> tile<4xi64>, token
    %new8, %l8 = load_ptr_tko weak %q8 token=%r8 : tile<4xptr<i64>> -> tile<4xi64>, token
    return %old0, %new0, %old1, %new1, %old2, %new2, %old3, %new3, %old4, %new4, %old5, %new5, %old6, %new6, %old7, %new7, %old8, %new8 : tile<4xi64>, tile<4xi64>, tile<4xi64>, tile<4xi64>, tile<4xi64>, tile<4xi64>, tile<4xi64>, tile<4xi64>, tile<4xi64>, tile<4xi64>, tile<4xi64>, tile<4xi64>, tile<4xi64>, tile<4xi64>, tile<4xi64>, tile<4xi64>, tile<4xi64>, tile<4xi64>
  }

  testing$func @addf(%h: tile<ptr<f16>>, %f: tile<ptr<f32>>, %b: tile<ptr<bf16>>, %d: tile<ptr<f64>>) -> (tile<4xf16>, tile<4xf16>, tile<4xf32>, tile<4xf32>, tile<2xbf16>, tile<2xbf16>, tile<2xf64>, tile<2xf64>) {
    %i4 = iota : tile<4xi32>
    %i2 = iota : tile<2xi32>
    %h1 = reshape %h : tile<ptr<f16>> -> tile<1xptr<f16>>
    %h4 = broadcast %h1 : tile<1xptr<f16>> -> tile<4xptr<f16>>
    %qh = offset %h4, %i4 : tile<4xptr<f16>>, tile<4xi32> -> tile<4xptr<f16>>
    %mh = constant <f16: [1.0, 1.0, 65504.0, -0.0]> : tile<4xf16>
    %ah = constant <f16: [0.00048828125, 0.00146484375, 16.0, -0.0]> : tile<4xf16>
    %s0 = store_ptr_tko weak %qh, %mh : tile<4xptr<f16>>, tile<4xf16> -> token
    %oh, %r0 = atomic_rmw_tko relaxed device %qh, addf, %ah token=%s0 : tile<4xptr<f16>>, tile<4xf16> -> tile<4xf16>, token
    %nh, %l0 = load_ptr_tko weak %qh token=%r0 : tile<4xptr<f16>> -> tile<4xf16>, token
    %f1 = reshape %f : tile<ptr<f32>> -> tile<1xptr<f32>>
    %f4 = broadcast %f1 : tile<1xptr<f32>> -> tile<4xptr<f32>>
    %qf = offset %f4, %i4 : tile<4xptr<f32>>, tile<4xi32> -> tile<4xptr<f32>>
    %mf = constant <f32: [1.0, 1.0, 0x7F7FFFFF, 0x00000001]> : tile<4xf32>
    %af = constant <f32: [5.9604644775390625e-08, 1.1920928955078125e-07, 0x7F7FFFFF, 0x80000001]> : tile<4xf32>
    %s1 = store_ptr_tko weak %qf, %mf : tile<4xptr<f32>>, tile<4xf32> -> token
    %of, %r1 = atomic_rmw_tko acq_rel sys %qf, addf, %af token=%s1 : tile<4xptr<f32>>, tile<4xf32> -> tile<4xf32>, token
    %nf, %l1 = load_ptr_tko weak %qf token=%r1 : tile<4xptr<f32>> -> tile<4xf32>, token
    %b1 = reshape %b : tile<ptr<bf16>> -> tile<1xptr<bf16>>
    %b2 = broadcast %b1 : tile<1xptr<bf16>> -> tile<2xptr<bf16>>
    %qb = offset %b2, %i2 : tile<2xptr<bf16>>, tile<2xi32> -> tile<2xptr<bf16>>
    %mb = constant <bf16: [1.0, 2.0]> : tile<2xbf16>
    %ab = constant <bf16: [0x7FC0, 0xFF80]> : tile<2xbf16>
    %s2 = store_ptr_tko weak %qb, %mb : tile<2xptr<bf16>>, tile<2xbf16> -> token
    %ob, %r2 = atomic_rmw_tko acquire tl_blk %qb, addf, %ab token=%s2 : tile<2xptr<bf16>>, tile<2xbf16> -> tile<2xbf16>, token
    %nb, %l2 = load_ptr_tko weak %qb token=%r2 : tile<2xptr<bf16>> -> tile<2xbf16>, token
    %d1 = reshape %d : tile<ptr<f64>> -> tile<1xptr<f64>>
    %d2 = broadcast %d1 : tile<1xptr<f64>> -> tile<2xptr<f64>>
    %qd = offset %d2, %i2 : tile<2xptr<f64>>, tile<2xi32> -> tile<2xptr<f64>>
    %md = constant <f64: [0.1, 1.0e308]> : tile<2xf64>
    %ad = constant <f64: [0.2, 1.0e308]> : tile<2xf64>
    %s3 = store_ptr_tko weak %qd, %md : tile<2xptr<f64>>, tile<2xf64> -> token
    %od, %r3 = atomic_rmw_tko release device %qd, addf, %ad token=%s3 : tile<2xptr<f64>>, tile<2xf64> -> tile<2xf64>, token
    %nd, %l3 = load_ptr_tko weak %qd token=%r3 : tile<2xptr<f64>> -> tile<2xf64>, token
    return %oh, %nh, %of, %nf, %ob, %nb, %od, %nd : tile<4xf16>, tile<4xf16>, tile<4xf32>, tile<4xf32>, tile<2xbf16>, tile<2xbf16>, tile<2xf64>, tile<2xf64>
  }

  testing$func @xchg_floats(%f: tile<ptr<f32>>, %d: tile<ptr<f64>>) -> (tile<2xf32>, tile<2xf32>, tile<2xf64>, tile<2xf64>) {
    %i2 = iota : tile<2xi32>
    %f1 = reshape %f : tile<ptr<f32>> -> tile<1xptr<f32>>
    %f2 = broadcast %f1 : tile<1xptr<f32>> -> tile<2xptr<f32>>
    %qf = offset %f2, %i2 : tile<2xptr<f32>>, tile<2xi32> -> tile<2xptr<f32>>
    %mf = constant <f32: [1.5, -0.0]> : tile<2xf32>
    %af = constant <f32: [0x7FC00000, 2.0]> : tile<2xf32>
    %s0 = store_ptr_tko weak %qf, %mf : tile<2xptr<f32>>, tile<2xf32> -> token
    %of, %r0 = atomic_rmw_tko relaxed device %qf, xchg, %af token=%s0 : tile<2xptr<f32>>, tile<2xf32> -> tile<2xf32>, token
    %nf, %l0 = load_ptr_tko weak %qf token=%r0 : tile<2xptr<f32>> -> tile<2xf32>, token
    %d1 = reshape %d : tile<ptr<f64>> -> tile<1xptr<f64>>
    %d2 = broadcast %d1 : tile<1xptr<f64>> -> tile<2xptr<f64>>
    %qd = offset %d2, %i2 : tile<2xptr<f64>>, tile<2xi32> -> tile<2xptr<f64>>
    %md = constant <f64: [-0.0, 0.25]> : tile<2xf64>
    %ad = constant <f64: [1.0e-300, -2.0]> : tile<2xf64>
    %s1 = store_ptr_tko weak %qd, %md : tile<2xptr<f64>>, tile<2xf64> -> token
    %od, %r1 = atomic_rmw_tko relaxed device %qd, xchg, %ad token=%s1 : tile<2xptr<f64>>, tile<2xf64> -> tile<2xf64>, token
    %nd, %l1 = load_ptr_tko weak %qd token=%r1 : tile<2xptr<f64>> -> tile<2xf64>, token
    return %of, %nf, %od, %nd : tile<2xf32>, tile<2xf32>, tile<2xf64>, tile<2xf64>
  }

  testing$func @masked(%p: tile<ptr<i32>>) -> (tile<4xi32>, tile<4xi32>) {
    %p1 = reshape %p : tile<ptr<i32>> -> tile<1xptr<i32>>
    %p4 = broadcast %p1 : tile<1xptr<i32>> -> tile<4xptr<i32>>
    %i4 = iota : tile<4xi32>
    %q = offset %p4, %i4 : tile<4xptr<i32>>, tile<4xi32> -> tile<4xptr<i32>>
    %far = constant <i32: [0, 1, 2, 1000]> : tile<4xi32>
    %qfar = offset %p4, %far : tile<4xptr<i32>>, tile<4xi32> -> tile<4xptr<i32>>
    %m = constant <i32: [10, 20, 30, 40]> : tile<4xi32>
    %a = constant <i32: [1, 2, 3, 4]> : tile<4xi32>
    %mask = constant <i1: [true, false, true, false]> : tile<4xi1>
    %s0 = store_ptr_tko weak %q, %m : tile<4xptr<i32>>, tile<4xi32> -> token
    %o, %r0 = atomic_rmw_tko relaxed device %qfar, add, %a, %mask token=%s0 : tile<4xptr<i32>>, tile<4xi32>, tile<4xi1> -> tile<4xi32>, token
    %n, %l0 = load_ptr_tko weak %q token=%r0 : tile<4xptr<i32>> -> tile<4xi32>, token
    return %o, %n : tile<4xi32>, tile<4xi32>
  }

  testing$func @same_address(%p: tile<ptr<i32>>) -> tile<4xi32> {
    %p1 = reshape %p : tile<ptr<i32>> -> tile<1xptr<i32>>
    %p4 = broadcast %p1 : tile<1xptr<i32>> -> tile<4xptr<i32>>
    %o = constant <i32: [0, 0, 0, 1]> : tile<4xi32>
    %q = offset %p4, %o : tile<4xptr<i32>>, tile<4xi32> -> tile<4xptr<i32>>
    %a = constant <i32: [1, 2, 3, 4]> : tile<4xi32>
    %old, %r0 = atomic_rmw_tko relaxed device %q, add, %a : tile<4xptr<i32>>, tile<4xi32> -> tile<4xi32>, token
    return %old : tile<4xi32>
  }

  testing$func @past_end(%p: tile<ptr<i32>>) -> tile<2xi32> {
    %p1 = reshape %p : tile<ptr<i32>> -> tile<1xptr<i32>>
    %p2 = broadcast %p1 : tile<1xptr<i32>> -> tile<2xptr<i32>>
    %o = constant <i32: [0, 8]> : tile<2xi32>
    %q = offset %p2, %o : tile<2xptr<i32>>, tile<2xi32> -> tile<2xptr<i32>>
    %a = constant <i32: [5, 6]> : tile<2xi32>
    %old, %r0 = atomic_rmw_tko relaxed device %q, add, %a : tile<2xptr<i32>>, tile<2xi32> -> tile<2xi32>, token
    return %old : tile<2xi32>
  }

  testing$func @constant_global() -> tile<i32> {
    %g = get_global @lut : tile<ptr<i32>>
    %a = constant <i32: 1> : tile<i32>
    %old, %r0 = atomic_rmw_tko relaxed device %g, add, %a : tile<ptr<i32>>, tile<i32> -> tile<i32>, token
    return %old : tile<i32>
  }
}
