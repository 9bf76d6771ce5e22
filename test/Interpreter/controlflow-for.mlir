// `for` (tile-ir-ops.md §3.6): iv = lb, lb + step, ... while iv < ub, compared signed unless
// `unsigned`; the trip count ⌈(ub - lb) / step⌉ is computed without wrapping; step <= 0 is UB.
// The body prints its induction variable, so the checks list the iterations one by one.

// Step 3 does not divide the range: 0, 3, 6, 9 (12 >= 10 stops).
// RUN: tilec run %s --entry count --arg 0 --arg 10 --arg 3 | FileCheck %s --check-prefix=COUNT
// COUNT: iv=0
// COUNT-NEXT: iv=3
// COUNT-NEXT: iv=6
// COUNT-NEXT: iv=9
// COUNT-NEXT: result #0: tile<i32> = 9
// Signed bounds: -3, -1, 1.
// RUN: tilec run %s --entry count --arg -3 --arg 2 --arg 2 | FileCheck %s --check-prefix=NEG
// NEG: iv=-3
// NEG-NEXT: iv=-1
// NEG-NEXT: iv=1
// NEG-NEXT: result #0: tile<i32> = 1
// lb == ub and lb > ub: no iteration, the results are the initial values (here -100).
// RUN: tilec run %s --entry count --arg 5 --arg 5 --arg 1 | FileCheck %s --check-prefix=EMPTY
// RUN: tilec run %s --entry count --arg 6 --arg -6 --arg 1 | FileCheck %s --check-prefix=EMPTY
// EMPTY-NOT: iv=
// EMPTY: result #0: tile<i32> = -100

// Step <= 0 is undefined behaviour: checked mode stops at the loop ...
// RUN: not tilec run %s --entry count --arg 0 --arg 10 --arg 0 2>&1 | FileCheck %s --check-prefix=STEP0
// STEP0: error: for: step must be positive, got 0 (in tile block (0, 0, 0))
// RUN: not tilec run %s --entry count --arg 0 --arg 10 --arg -2 2>&1 | FileCheck %s --check-prefix=STEPNEG
// STEPNEG: error: for: step must be positive, got -2 (in tile block (0, 0, 0))
// ... and unchecked mode runs no iteration.
// RUN: tilec run %s --entry count --unchecked --arg 0 --arg 10 --arg -2 | FileCheck %s --check-prefix=EMPTY

// i8 near the top of its range: 100, 120; 140 would wrap to -116 < 127, but the trip count is
// ⌈27 / 20⌉ = 2.
// RUN: tilec run %s --entry no_wrap_i8 | FileCheck %s --check-prefix=NOWRAP8
// NOWRAP8: iv=100
// NOWRAP8-NEXT: iv=120
// NOWRAP8-NEXT: result #0: tile<i8> = 120

// The full i64 range in steps of 2^62: ⌈(2^64 - 1) / 2^62⌉ = 4 iterations, -2^63, -2^62, 0,
// 2^62 (the next value, 2^63, does not exist in i64).
// RUN: tilec run %s --entry no_wrap_i64 | FileCheck %s --check-prefix=NOWRAP64
// NOWRAP64: iv=-9223372036854775808
// NOWRAP64-NEXT: iv=-4611686018427387904
// NOWRAP64-NEXT: iv=0
// NOWRAP64-NEXT: iv=4611686018427387904
// NOWRAP64-NEXT: result #0: tile<i64> = 4611686018427387904

// `unsigned`: i8 bounds 100 to 250 (-6 signed) step 60: 100, 160, 220 — printed %u and as
// signed (%d: 160 - 256 = -96, 220 - 256 = -36). The same bits compared signed give
// 100 < -6 false: no iteration.
// RUN: tilec run %s --entry unsigned_i8 | FileCheck %s --check-prefix=UNSIGNED
// UNSIGNED: u=100 d=100
// UNSIGNED-NEXT: u=160 d=-96
// UNSIGNED-NEXT: u=220 d=-36
// UNSIGNED-NEXT: signed:
// UNSIGNED-NEXT: result #0: tile<i8> = -36
// UNSIGNED-NEXT: result #1: tile<i8> = 0
// Unsigned i8 from 200 to 255 step 50: 200, 250; 300 would wrap to 44 < 255.
// RUN: tilec run %s --entry unsigned_no_wrap | FileCheck %s --check-prefix=UNOWRAP
// UNOWRAP: iv=200
// UNOWRAP-NEXT: iv=250
// UNOWRAP-NEXT: result #0: tile<i8> = -6
// Unsigned reads the step unsigned too: i8 step 0xF0 = 240, 0 to 255: iterations 0, 240.
// RUN: tilec run %s --entry unsigned_big_step | FileCheck %s --check-prefix=UBIGSTEP
// UBIGSTEP: iv=0
// UBIGSTEP-NEXT: iv=240
// UBIGSTEP-NOT: iv=
// An unsigned step of 0 is still UB.
// RUN: not tilec run %s --entry unsigned_step0 2>&1 | FileCheck %s --check-prefix=USTEP0
// USTEP0: error: for: step must be positive, got 0 (in tile block (0, 0, 0))

// i1 bounds: unsigned, false to true step true is one iteration (iv = 0); read signed, the
// step true is -1, which is UB.
// RUN: tilec run %s --entry i1_unsigned | FileCheck %s --check-prefix=I1U
// I1U: iv=0
// I1U-NOT: iv=
// RUN: not tilec run %s --entry i1_signed 2>&1 | FileCheck %s --check-prefix=I1S
// I1S: error: for: step must be positive, got -1 (in tile block (0, 0, 0))

// Carried values are replaced all at once: `continue %b, %a` swaps them every iteration, so
// after 3 iterations they are swapped, after 4 they are back.
// RUN: tilec run %s --entry swap --arg 3 | FileCheck %s --check-prefix=SWAP3
// RUN: tilec run %s --entry swap --arg 4 | FileCheck %s --check-prefix=SWAP4
// SWAP3: result #0: tile<2xf32> = [3, 4]
// SWAP3-NEXT: result #1: tile<2xf32> = [1, 2]
// SWAP4: result #0: tile<2xf32> = [1, 2]
// SWAP4-NEXT: result #1: tile<2xf32> = [3, 4]

// `continue` inside an `if` goes to the next iteration with its own values and skips the rest
// of the body. The carried flags (%flag, %next) start (t, t) and shift left with f coming in,
// so iterations 0 and 1 take the early continue and 2 and 3 do not.
// RUN: tilec run %s --entry early_continue | FileCheck %s --check-prefix=EARLY
// EARLY: early 0
// EARLY-NEXT: early 1
// EARLY-NEXT: late 2
// EARLY-NEXT: late 3
// EARLY-NEXT: result #0: tile<i32> = 3
// EARLY-NEXT: result #1: tile<i1> = false

// `continue` two ifs deep still targets the innermost loop; nested fors run their inner loop
// completely for every outer iteration (i, j) and the inner results carry into the outer loop.
// RUN: tilec run %s --entry nested | FileCheck %s --check-prefix=NESTED
// NESTED: (0, 0)
// NESTED-NEXT: (0, 1)
// NESTED-NEXT: deep continue at 0
// NESTED-NEXT: (1, 0)
// NESTED-NEXT: (1, 1)
// NESTED-NEXT: result #0: tile<i32> = 1
// NESTED-NEXT: result #1: tile<i32> = 1

// A for without iter_values and without results, in a kernel, over a tile-block grid.
// RUN: tilec run %s --entry kernel_loop --grid 2 | FileCheck %s --check-prefix=KERNEL
// KERNEL: k=0
// KERNEL-NEXT: k=1
// KERNEL-NEXT: k=0
// KERNEL-NEXT: k=1
// KERNEL-NOT: k=

// A checked error inside the body (here inside an `if`) stops everything at once: iteration
// 2 prints and then fails; iteration 3 and the print after the loop never run. The printed
// lines go to stdout, the error to stderr, so each is checked alone.
// RUN: not tilec run %s --entry error_in_body | FileCheck %s --check-prefix=ERROR-OUT
// ERROR-OUT: iv=0
// ERROR-OUT-NEXT: iv=1
// ERROR-OUT-NEXT: iv=2
// ERROR-OUT-NOT: {{.}}
// RUN: not tilec run %s --entry error_in_body 2>&1 >/dev/null | FileCheck %s --check-prefix=ERROR
// (The ERROR line stands next to the failing op, inside the function.)

cuda_tile.module @m {
  testing$func @count(%lb: tile<i32>, %ub: tile<i32>, %step: tile<i32>) -> tile<i32> {
    %init = constant <i32: -100> : tile<i32>
    %r = for %i in (%lb to %ub, step %step) : tile<i32> iter_values(%last = %init) -> (tile<i32>) {
      %t = print_tko "iv=%d\n", %i : tile<i32> -> token
      continue %i : tile<i32>
    }
    return %r : tile<i32>
  }

  testing$func @no_wrap_i8() -> tile<i8> {
    %lb = constant <i8: 100> : tile<i8>
    %ub = constant <i8: 127> : tile<i8>
    %step = constant <i8: 20> : tile<i8>
    %r = for %i in (%lb to %ub, step %step) : tile<i8> iter_values(%last = %lb) -> (tile<i8>) {
      %t = print_tko "iv=%d\n", %i : tile<i8> -> token
      continue %i : tile<i8>
    }
    return %r : tile<i8>
  }

  testing$func @no_wrap_i64() -> tile<i64> {
    %lb = constant <i64: -9223372036854775808> : tile<i64>
    %ub = constant <i64: 9223372036854775807> : tile<i64>
    %step = constant <i64: 4611686018427387904> : tile<i64>
    %r = for %i in (%lb to %ub, step %step) : tile<i64> iter_values(%last = %lb) -> (tile<i64>) {
      %t = print_tko "iv=%d\n", %i : tile<i64> -> token
      continue %i : tile<i64>
    }
    return %r : tile<i64>
  }

  testing$func @unsigned_i8() -> (tile<i8>, tile<i8>) {
    %lb = constant <i8: 100> : tile<i8>
    %ub = constant <i8: 250> : tile<i8>
    %step = constant <i8: 60> : tile<i8>
    %zero = constant <i8: 0> : tile<i8>
    %u = for unsigned %i in (%lb to %ub, step %step) : tile<i8> iter_values(%last = %zero) -> (tile<i8>) {
      %t = print_tko "u=%u d=%d\n", %i, %i : tile<i8>, tile<i8> -> token
      continue %i : tile<i8>
    }
    %t = print_tko "signed:\n" -> token
    %s = for %i in (%lb to %ub, step %step) : tile<i8> iter_values(%last = %zero) -> (tile<i8>) {
      %t2 = print_tko "u=%u d=%d\n", %i, %i : tile<i8>, tile<i8> -> token
      continue %i : tile<i8>
    }
    return %u, %s : tile<i8>, tile<i8>
  }

  testing$func @unsigned_no_wrap() -> tile<i8> {
    %lb = constant <i8: 200> : tile<i8>
    %ub = constant <i8: 255> : tile<i8>
    %step = constant <i8: 50> : tile<i8>
    %r = for unsigned %i in (%lb to %ub, step %step) : tile<i8> iter_values(%last = %lb) -> (tile<i8>) {
      %t = print_tko "iv=%u\n", %i : tile<i8> -> token
      continue %i : tile<i8>
    }
    return %r : tile<i8>
  }

  testing$func @unsigned_big_step() {
    %lb = constant <i8: 0> : tile<i8>
    %ub = constant <i8: 255> : tile<i8>
    %step = constant <i8: 0xF0> : tile<i8>
    for unsigned %i in (%lb to %ub, step %step) : tile<i8> {
      %t = print_tko "iv=%u\n", %i : tile<i8> -> token
    }
    return
  }

  testing$func @unsigned_step0() {
    %lb = constant <i16: 0> : tile<i16>
    %ub = constant <i16: 4> : tile<i16>
    %step = constant <i16: 0> : tile<i16>
    for unsigned %i in (%lb to %ub, step %step) : tile<i16> {
      %t = print_tko "iv=%u\n", %i : tile<i16> -> token
    }
    return
  }

  testing$func @i1_unsigned() {
    %f = constant <i1: false> : tile<i1>
    %t = constant <i1: true> : tile<i1>
    for unsigned %i in (%f to %t, step %t) : tile<i1> {
      %p = print_tko "iv=%u\n", %i : tile<i1> -> token
    }
    return
  }

  testing$func @i1_signed() {
    %f = constant <i1: false> : tile<i1>
    %t = constant <i1: true> : tile<i1>
    for %i in (%f to %t, step %t) : tile<i1> {
      %p = print_tko "iv=%d\n", %i : tile<i1> -> token
    }
    return
  }

  testing$func @swap(%n: tile<i32>) -> (tile<2xf32>, tile<2xf32>) {
    %zero = constant <i32: 0> : tile<i32>
    %one = constant <i32: 1> : tile<i32>
    %a = constant <f32: [1.0, 2.0]> : tile<2xf32>
    %b = constant <f32: [3.0, 4.0]> : tile<2xf32>
    %r:2 = for %i in (%zero to %n, step %one) : tile<i32>
        iter_values(%x = %a, %y = %b) -> (tile<2xf32>, tile<2xf32>) {
      continue %y, %x : tile<2xf32>, tile<2xf32>
    }
    return %r#0, %r#1 : tile<2xf32>, tile<2xf32>
  }

  testing$func @early_continue() -> (tile<i32>, tile<i1>) {
    %zero = constant <i32: 0> : tile<i32>
    %one = constant <i32: 1> : tile<i32>
    %four = constant <i32: 4> : tile<i32>
    %t = constant <i1: true> : tile<i1>
    %f = constant <i1: false> : tile<i1>
    %r:3 = for %i in (%zero to %four, step %one) : tile<i32>
        iter_values(%last = %zero, %flag = %t, %next = %t) -> (tile<i32>, tile<i1>, tile<i1>) {
      if %flag {
        %p = print_tko "early %d\n", %i : tile<i32> -> token
        continue %i, %next, %f : tile<i32>, tile<i1>, tile<i1>
      }
      %p = print_tko "late %d\n", %i : tile<i32> -> token
      continue %i, %f, %f : tile<i32>, tile<i1>, tile<i1>
    }
    return %r#0, %r#1 : tile<i32>, tile<i1>
  }

  testing$func @nested() -> (tile<i32>, tile<i32>) {
    %zero = constant <i32: 0> : tile<i32>
    %one = constant <i32: 1> : tile<i32>
    %two = constant <i32: 2> : tile<i32>
    %t = constant <i1: true> : tile<i1>
    %f = constant <i1: false> : tile<i1>
    %r:3 = for %i in (%zero to %two, step %one) : tile<i32>
        iter_values(%a = %zero, %b = %zero, %first = %t) -> (tile<i32>, tile<i32>, tile<i1>) {
      %inner = for %j in (%zero to %two, step %one) : tile<i32>
          iter_values(%lastj = %zero) -> (tile<i32>) {
        %p = print_tko "(%d, %d)\n", %i, %j : tile<i32>, tile<i32> -> token
        continue %j : tile<i32>
      }
      if %first {
        if %t {
          %p = print_tko "deep continue at %d\n", %i : tile<i32> -> token
          continue %i, %inner, %f : tile<i32>, tile<i32>, tile<i1>
        }
        %p = print_tko "never printed\n" -> token
      }
      continue %i, %inner, %f : tile<i32>, tile<i32>, tile<i1>
    }
    return %r#0, %r#1 : tile<i32>, tile<i32>
  }

  entry @kernel_loop() {
    %zero = constant <i64: 0> : tile<i64>
    %one = constant <i64: 1> : tile<i64>
    %two = constant <i64: 2> : tile<i64>
    for %k in (%zero to %two, step %one) : tile<i64> {
      %p = print_tko "k=%d\n", %k : tile<i64> -> token
    }
    return
  }

  testing$func @error_in_body() {
    %zero = constant <i32: 0> : tile<i32>
    %one = constant <i32: 1> : tile<i32>
    %four = constant <i32: 4> : tile<i32>
    %t = constant <i1: true> : tile<i1>
    for %i in (%zero to %four, step %one) : tile<i32> {
      %p = print_tko "iv=%d\n", %i : tile<i32> -> token
      if %t {
        // ERROR: controlflow-for.mlir:[[@LINE+1]]:20: error: assume: predicate bounded<?, 1> does not hold: element [] = 2 is above the upper bound 1 (in tile block (0, 0, 0))
        %checked = assume bounded<?, 1>, %i : tile<i32>
      }
    }
    %p = print_tko "after\n" -> token
    return
  }
}
