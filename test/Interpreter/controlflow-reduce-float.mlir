// reduce and scan with arithmetic combiners (tile-ir-ops.md §3.1). The reference order is
// acc = f(x[k], acc) for k = 0..n-1 (n-1..0 for a reverse scan), element first, accumulator
// second; a non-commutative combiner (subtraction) and a sum whose rounding depends on the
// order pin both down. Needs addf, subf and maxf (float family).

// RUN: tilec run %s --entry sums | FileCheck %s --check-prefix=SUMS
// Row sums, exact in f32.
// SUMS: result #0: tile<2xf32> = [10, 0.9375]
// Column sums.
// SUMS-NEXT: result #1: tile<4xf32> = [1.5, 2.25, 3.125, 4.0625]
// 2^24 + 1 rounds back to 2^24 (ties to even) three times in index order; summing the ones
// first would give 2^24 + 3 -> 16777220.
// SUMS-NEXT: result #2: tile<f32> = 16777216
// A value defined outside the body is visible inside: sum of (e + 0.5) over 4 elements.
// SUMS-NEXT: result #3: tile<f32> = 12

// f(e, a) = e - a over [1, 2, 3, 4]: 1 - 0 = 1, 2 - 1 = 1, 3 - 1 = 2, 4 - 2 = 2. With the
// arguments swapped it would be -10.
// RUN: tilec run %s --entry subtract | FileCheck %s --check-prefix=SUB
// SUB: result #0: tile<f32> = 2
// Scan forward: the prefix values 1, 1, 2, 2. Reverse: 4 - 0 = 4, 3 - 4 = -1,
// 2 - (-1) = 3, 1 - 3 = -2.
// SUB-NEXT: result #1: tile<4xf32> = [1, 1, 2, 2]
// SUB-NEXT: result #2: tile<4xf32> = [-2, 3, -1, 4]

// Max with identity -inf (raw bits 0xFF800000), as in the softmax example; cumulative sums
// forward and backward along dim 1.
// RUN: tilec run %s --entry max_and_cumsum | FileCheck %s --check-prefix=MAX
// MAX: result #0: tile<2xf32> = [3, -0.5]
// MAX-NEXT: result #1: tile<2x4xf32> = {{\[}}[1, 3, 6, 10],
// MAX-NEXT: [1, 1, 1, 1]]
// MAX-NEXT: result #2: tile<2x4xf32> = {{\[}}[10, 9, 7, 4],
// MAX-NEXT: [1, 0, 0, 0]]

cuda_tile.module @m {
  testing$func @sums() -> (tile<2xf32>, tile<4xf32>, tile<f32>, tile<f32>) {
    %x = constant <f32: [[1.0, 2.0, 3.0, 4.0], [0.5, 0.25, 0.125, 0.0625]]> : tile<2x4xf32>
    %rows = reduce %x dim=1 identities=[0.0 : f32] : tile<2x4xf32> -> tile<2xf32>
      (%e: tile<f32>, %a: tile<f32>) {
        %s = addf %e, %a : tile<f32>
        yield %s : tile<f32>
      }
    %cols = reduce %x dim=0 identities=[0.0 : f32] : tile<2x4xf32> -> tile<4xf32>
      (%e: tile<f32>, %a: tile<f32>) {
        %s = addf %e, %a : tile<f32>
        yield %s : tile<f32>
      }
    %big = constant <f32: [16777216.0, 1.0, 1.0, 1.0]> : tile<4xf32>
    %ordered = reduce %big dim=0 identities=[0.0 : f32] : tile<4xf32> -> tile<f32>
      (%e: tile<f32>, %a: tile<f32>) {
        %s = addf %e, %a : tile<f32>
        yield %s : tile<f32>
      }
    %half = constant <f32: 0.5> : tile<f32>
    %y = constant <f32: [1.0, 2.0, 3.0, 4.0]> : tile<4xf32>
    %outer = reduce %y dim=0 identities=[0.0 : f32] : tile<4xf32> -> tile<f32>
      (%e: tile<f32>, %a: tile<f32>) {
        %shifted = addf %e, %half : tile<f32>
        %s = addf %shifted, %a : tile<f32>
        yield %s : tile<f32>
      }
    return %rows, %cols, %ordered, %outer : tile<2xf32>, tile<4xf32>, tile<f32>, tile<f32>
  }

  testing$func @subtract() -> (tile<f32>, tile<4xf32>, tile<4xf32>) {
    %x = constant <f32: [1.0, 2.0, 3.0, 4.0]> : tile<4xf32>
    %r = reduce %x dim=0 identities=[0.0 : f32] : tile<4xf32> -> tile<f32>
      (%e: tile<f32>, %a: tile<f32>) {
        %d = subf %e, %a : tile<f32>
        yield %d : tile<f32>
      }
    %fwd = scan %x dim=0 reverse=false identities=[0.0 : f32] : tile<4xf32> -> tile<4xf32>
      (%e: tile<f32>, %a: tile<f32>) {
        %d = subf %e, %a : tile<f32>
        yield %d : tile<f32>
      }
    %rev = scan %x dim=0 reverse=true identities=[0.0 : f32] : tile<4xf32> -> tile<4xf32>
      (%e: tile<f32>, %a: tile<f32>) {
        %d = subf %e, %a : tile<f32>
        yield %d : tile<f32>
      }
    return %r, %fwd, %rev : tile<f32>, tile<4xf32>, tile<4xf32>
  }

  testing$func @max_and_cumsum() -> (tile<2xf32>, tile<2x4xf32>, tile<2x4xf32>) {
    %x = constant <f32: [[1.0, 2.0, 3.0, 4.0], [1.0, 0.0, 0.0, 0.0]]> : tile<2x4xf32>
    %m = constant <f32: [[1.0, 3.0, -2.0, 0.0], [-1.0, -0.5, -4.0, -0.75]]> : tile<2x4xf32>
    %max = reduce %m dim=1 identities=[0xFF800000 : f32] : tile<2x4xf32> -> tile<2xf32>
      (%e: tile<f32>, %a: tile<f32>) {
        %r = maxf %e, %a : tile<f32>
        yield %r : tile<f32>
      }
    %fwd = scan %x dim=1 reverse=false identities=[0.0 : f32] : tile<2x4xf32> -> tile<2x4xf32>
      (%e: tile<f32>, %a: tile<f32>) {
        %s = addf %e, %a : tile<f32>
        yield %s : tile<f32>
      }
    %rev = scan %x dim=1 reverse=true identities=[0.0 : f32] : tile<2x4xf32> -> tile<2x4xf32>
      (%e: tile<f32>, %a: tile<f32>) {
        %s = addf %e, %a : tile<f32>
        yield %s : tile<f32>
      }
    return %max, %fwd, %rev : tile<2xf32>, tile<2x4xf32>, tile<2x4xf32>
  }
}
