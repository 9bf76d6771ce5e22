// Plain maxf/minf reductions (no propagate_nan, no flush_to_zero, an identity that is not NaN)
// of f32 and f64 fold with x > acc ? x : acc (x < acc for minf) and are redone with the exact
// fold where a NaN was seen or a result is ±0 (ReductionToCPU.cpp, lowerPlainExtremumReduce).
// Every case by hand and against the interpreter (lit's compare mode): rows without NaN (the
// cheap fold's result), a NaN among them (redone: the NaN is skipped), zeros of both signs as
// the result (redone: maxf picks +0, minf -0), NaN everywhere (the identity), -inf everywhere,
// f64, rows of a 2-D tile of which one holds a NaN, and columns (dim 0).
// x[i] = (37 i mod 4096) - 2000 is a permutation of -2000..2095.
// RUN: tilec run %s --entry rows | FileCheck %s --check-prefix=ROWS
// RUN: tilec run %s --entry tiles | FileCheck %s --check-prefix=TILES
// ROWS-NOT: differ
// ROWS: result #0: tile<f32> = 2095
// ROWS-NEXT: result #1: tile<f32> = -2000
// ROWS-NEXT: result #2: tile<f32> = 2095
// ROWS-NEXT: result #3: tile<f32> = -1999
// ROWS-NEXT: result #4: tile<i32> = 0
// ROWS-NEXT: result #5: tile<i32> = -2147483648
// ROWS-NEXT: result #6: tile<f32> = -inf
// ROWS-NEXT: result #7: tile<f32> = -inf
// ROWS-NEXT: result #8: tile<f64> = 2095
// ROWS-NEXT: result #9: tile<f64> = -2000
// TILES-NOT: differ
// TILES: result #0: tile<4xf32> = [2092, 2095, 2094, 2093]
// TILES-NEXT: result #1: tile<4xf32> = [-2000, -1998, -1999, -1996]
// TILES-NEXT: result #2: tile<64xf32> = [2032, 2033,
// TILES-SAME: 2095]
cuda_tile.module @m {
  testing$func @rows() -> (tile<f32>, tile<f32>, tile<f32>, tile<f32>, tile<i32>, tile<i32>, tile<f32>, tile<f32>, tile<f64>, tile<f64>) {
    %i = iota : tile<4096xi32>
    %c37 = constant <i32: 37> : tile<4096xi32>
    %c4096 = constant <i32: 4096> : tile<4096xi32>
    %c2000 = constant <f32: 2000.0> : tile<4096xf32>
    %p = muli %i, %c37 : tile<4096xi32>
    %m = remi %p, %c4096 signed : tile<4096xi32>
    %mf = itof %m signed : tile<4096xi32> -> tile<4096xf32>
    %x = subf %mf, %c2000 : tile<4096xf32>
    %max = reduce %x dim=0 identities=[0xFF800000 : f32] : tile<4096xf32> -> tile<f32>
      (%e: tile<f32>, %a: tile<f32>) {
        %r = maxf %e, %a : tile<f32>
        yield %r : tile<f32>
      }
    %min = reduce %x dim=0 identities=[0x7F800000 : f32] : tile<4096xf32> -> tile<f32>
      (%e: tile<f32>, %a: tile<f32>) {
        %r = minf %a, %e : tile<f32>
        yield %r : tile<f32>
      }
    // A NaN in place of element 0 (x[0] = -2000, the minimum): the partial accumulator it
    // starts stays the lower one of every halving step, where the cheap fold would keep the
    // NaN and then give the identity.
    %c0 = constant <i32: 0> : tile<4096xi32>
    %at0 = cmpi equal %i, %c0, signed : tile<4096xi32> -> tile<4096xi1>
    %nan = constant <f32: 0x7FC00000> : tile<4096xf32>
    %xn = select %at0, %nan, %x : tile<4096xi1>, tile<4096xf32>
    %maxn = reduce %xn dim=0 identities=[0xFF800000 : f32] : tile<4096xf32> -> tile<f32>
      (%e: tile<f32>, %a: tile<f32>) {
        %r = maxf %e, %a : tile<f32>
        yield %r : tile<f32>
      }
    %minn = reduce %xn dim=0 identities=[0x7F800000 : f32] : tile<4096xf32> -> tile<f32>
      (%e: tile<f32>, %a: tile<f32>) {
        %r = minf %e, %a : tile<f32>
        yield %r : tile<f32>
      }
    // Non-positive values with -0 everywhere but one +0 (position 77): maxf gives +0. The
    // mirror image for minf gives -0. Results as bits: +0 is 0, -0 is -2147483648.
    %zero = constant <f32: 0.0> : tile<4096xf32>
    %negzero = constant <f32: -0.0> : tile<4096xf32>
    %c77 = constant <i32: 77> : tile<4096xi32>
    %at77 = cmpi equal %i, %c77, signed : tile<4096xi32> -> tile<4096xi1>
    %positive = cmpf greater_than ordered %x, %zero : tile<4096xf32> -> tile<4096xi1>
    %zeros = select %at77, %zero, %negzero : tile<4096xi1>, tile<4096xf32>
    %nonpositive = select %positive, %zeros, %x : tile<4096xi1>, tile<4096xf32>
    %maxz = reduce %nonpositive dim=0 identities=[0xFF800000 : f32] : tile<4096xf32> -> tile<f32>
      (%e: tile<f32>, %a: tile<f32>) {
        %r = maxf %e, %a : tile<f32>
        yield %r : tile<f32>
      }
    %maxzbits = bitcast %maxz : tile<f32> -> tile<i32>
    %negx = negf %x : tile<4096xf32>
    %mirrored = negf %zeros : tile<4096xf32>
    %nonnegative = select %positive, %mirrored, %negx : tile<4096xi1>, tile<4096xf32>
    %minz = reduce %nonnegative dim=0 identities=[0x7F800000 : f32] : tile<4096xf32> -> tile<f32>
      (%e: tile<f32>, %a: tile<f32>) {
        %r = minf %e, %a : tile<f32>
        yield %r : tile<f32>
      }
    %minzbits = bitcast %minz : tile<f32> -> tile<i32>
    // NaN everywhere: the identity; -inf everywhere: -inf.
    %allnan = reduce %nan dim=0 identities=[0xFF800000 : f32] : tile<4096xf32> -> tile<f32>
      (%e: tile<f32>, %a: tile<f32>) {
        %r = maxf %e, %a : tile<f32>
        yield %r : tile<f32>
      }
    %neginf = constant <f32: 0xFF800000> : tile<4096xf32>
    %allneginf = reduce %neginf dim=0 identities=[0xFF800000 : f32] : tile<4096xf32> -> tile<f32>
      (%e: tile<f32>, %a: tile<f32>) {
        %r = maxf %e, %a : tile<f32>
        yield %r : tile<f32>
      }
    %xd = ftof %x : tile<4096xf32> -> tile<4096xf64>
    %maxd = reduce %xd dim=0 identities=[0xFFF0000000000000 : f64] : tile<4096xf64> -> tile<f64>
      (%e: tile<f64>, %a: tile<f64>) {
        %r = maxf %e, %a : tile<f64>
        yield %r : tile<f64>
      }
    %mind = reduce %xd dim=0 identities=[0x7FF0000000000000 : f64] : tile<4096xf64> -> tile<f64>
      (%e: tile<f64>, %a: tile<f64>) {
        %r = minf %e, %a : tile<f64>
        yield %r : tile<f64>
      }
    return %max, %min, %maxn, %minn, %maxzbits, %minzbits, %allnan, %allneginf, %maxd, %mind : tile<f32>, tile<f32>, tile<f32>, tile<f32>, tile<i32>, tile<i32>, tile<f32>, tile<f32>, tile<f64>, tile<f64>
  }

  // The permutation as 4 rows of 1024 with NaNs (payload 1, negative) at element 2500, in
  // row 2, and 1024, the first of row 1 (x = -976) (the row maxima and minima without them,
  // computed apart: 2092, 2095, 2094, 2093 and -2000, -1998, -1999, -1996); and -2000..2095 in order as a 64x64 tile reduced along dim 0
  // (column c's maximum is the last row's, 2032 + c).
  testing$func @tiles() -> (tile<4xf32>, tile<4xf32>, tile<64xf32>) {
    %i = iota : tile<4096xi32>
    %c37 = constant <i32: 37> : tile<4096xi32>
    %c4096 = constant <i32: 4096> : tile<4096xi32>
    %c2000 = constant <f32: 2000.0> : tile<4096xf32>
    %p = muli %i, %c37 : tile<4096xi32>
    %m = remi %p, %c4096 signed : tile<4096xi32>
    %mf = itof %m signed : tile<4096xi32> -> tile<4096xf32>
    %x = subf %mf, %c2000 : tile<4096xf32>
    %c2500 = constant <i32: 2500> : tile<4096xi32>
    %c1024 = constant <i32: 1024> : tile<4096xi32>
    %at = cmpi equal %i, %c2500, signed : tile<4096xi32> -> tile<4096xi1>
    %atRow1 = cmpi equal %i, %c1024, signed : tile<4096xi32> -> tile<4096xi1>
    %nanAt = ori %at, %atRow1 : tile<4096xi1>
    %nan = constant <f32: 0xFFC00001> : tile<4096xf32>
    %xn = select %nanAt, %nan, %x : tile<4096xi1>, tile<4096xf32>
    %rows = reshape %xn : tile<4096xf32> -> tile<4x1024xf32>
    %rowmax = reduce %rows dim=1 identities=[0xFF800000 : f32] : tile<4x1024xf32> -> tile<4xf32>
      (%e: tile<f32>, %a: tile<f32>) {
        %r = maxf %e, %a : tile<f32>
        yield %r : tile<f32>
      }
    %rowmin = reduce %rows dim=1 identities=[0x7F800000 : f32] : tile<4x1024xf32> -> tile<4xf32>
      (%e: tile<f32>, %a: tile<f32>) {
        %r = minf %e, %a : tile<f32>
        yield %r : tile<f32>
      }
    %sorted = itof %i signed : tile<4096xi32> -> tile<4096xf32>
    %s = subf %sorted, %c2000 : tile<4096xf32>
    %square = reshape %s : tile<4096xf32> -> tile<64x64xf32>
    %colmax = reduce %square dim=0 identities=[0xFF800000 : f32] : tile<64x64xf32> -> tile<64xf32>
      (%e: tile<f32>, %a: tile<f32>) {
        %r = maxf %e, %a : tile<f32>
        yield %r : tile<f32>
      }
    return %rowmax, %rowmin, %colmax : tile<4xf32>, tile<4xf32>, tile<64xf32>
  }
}
