// A reduce whose combiner is one exactly associative and commutative op (integer add/mul
// without promises, and/or/xor, max/min, maxf/minf) folds into 256 bytes of independent partial
// accumulators (a loop LLVM vectorizes), halves them pairwise and applies the identity once at
// the end. So do float sums and products in the partial-sums order (the default; see
// tilec/Interpreter/ReductionOrder.h); in the sequential order they keep one chain per position,
// with independent positions innermost, as other combiners always do. Results against the
// interpreter: reduction-vector-compare.mlir.
// RUN: tilec-opt --convert-cuda-tile-to-cpu %s | FileCheck %s
// RUN: tilec-opt '--convert-cuda-tile-to-cpu=reduce-order=sequential' %s | FileCheck %s --check-prefix=SEQ
// RUN: not tilec-opt '--convert-cuda-tile-to-cpu=reduce-order=random' %s 2>&1 | FileCheck %s --check-prefix=BAD
// BAD: unknown reduce-order 'random' (expected partial-sums or sequential)
// RUN: tilec run --compare-interpreter %s --entry max_then_count | FileCheck %s --check-prefix=VAL
// RUN: tilec run --compare-interpreter %s --entry alternating_folds | FileCheck %s --check-prefix=ALT

// A 1x4096 row: 64 lanes from the first 64 elements, 63 groups folded into them, halving steps
// 32, 16, 8, 4, 2, 1, then the identity. maxf and minf (whose lowering selects between its
// operands) fold group 1 into group 0 and the remaining 62 groups in 31 pairs, from one buffer
// of partial accumulators into another and back, so that no fold stores into the buffer it
// reads (a masked store on x86). A plain maxf reduce (ReductionToCPU.cpp,
// lowerPlainExtremumReduce) first scans the row for NaNs, folds with x > acc ? x : acc (maxps),
// and redoes the reduction with the exact fold (in sequence) where a NaN was seen or the result is ±0
// (reduction-extremum.mlir checks the values).
// CHECK-LABEL: func.func @row_max
// CHECK-DAG: %[[PARTIALS:.*]] = memref.alloca() {{.*}} : memref<64xf32>
// CHECK-DAG: %[[OTHER:.*]] = memref.alloca() {{.*}} : memref<64xf32>
// CHECK: scf.for %{{.*}} = %{{.*}} to %c4096 {{.*}} iter_args
// CHECK: arith.cmpf uno
// CHECK: %[[IDENTITY:.*]] = arith.constant 0xFF800000 : f32
// CHECK: scf.for
// CHECK: scf.for %{{.*}} = %{{.*}} to %c64
// CHECK: arith.cmpf ogt
// CHECK: memref.store %{{.*}}, %[[PARTIALS]]
// CHECK: scf.for %{{.*}} = %{{.*}} to %c31
// CHECK: scf.for %{{.*}} = %{{.*}} to %c64
// CHECK: memref.load %[[PARTIALS]]
// CHECK: arith.cmpf ogt
// CHECK: memref.store %{{.*}}, %[[OTHER]]
// CHECK: scf.for %{{.*}} = %{{.*}} to %c64
// CHECK: memref.load %[[OTHER]]
// CHECK: arith.cmpf ogt
// CHECK: memref.store %{{.*}}, %[[PARTIALS]]
// CHECK: scf.for %{{.*}} = %{{.*}} to %c32
// CHECK: scf.for %{{.*}} = %{{.*}} to %c16
// CHECK: scf.for %{{.*}} = %{{.*}} to %c8
// CHECK: scf.for %{{.*}} = %{{.*}} to %c4
// CHECK: scf.for %{{.*}} = %{{.*}} to %c2
// CHECK: scf.for %{{.*}} = %{{.*}} to %c1
// CHECK: scf.for %{{.*}} = %{{.*}} to %c1
// CHECK: %[[LAST:.*]] = memref.load %[[PARTIALS]]
// CHECK: arith.cmpf ogt, %[[LAST]], %[[IDENTITY]]
// CHECK: arith.cmpf oeq
// CHECK: scf.if
// CHECK: arith.cmpf uno

// Along dim 0 of 16x8 i32: 8 lines of 8 inner positions per group, 2 groups, then halving.
// CHECK-LABEL: func.func @column_sums
// CHECK: memref.alloca() {{.*}} : memref<64xi32>
// CHECK: scf.for %{{.*}} = %{{.*}} to %c64
// CHECK: scf.for %{{.*}} = %{{.*}} to %c1
// CHECK: scf.for %{{.*}} = %{{.*}} to %c64
// CHECK: arith.addi %{{.*}}, %{{.*}} : i32
// CHECK: scf.for %{{.*}} = %{{.*}} to %c32
// CHECK: scf.for %{{.*}} = %{{.*}} to %c16
// CHECK: scf.for %{{.*}} = %{{.*}} to %c8
// CHECK: arith.addi %{{.*}}, %{{.*}} : i32

// Float sums in partial sums: per row, 64 partial sums (the whole row), then halving steps.
// CHECK-LABEL: func.func @row_sums
// CHECK: memref.alloca() {{.*}} : memref<64xf32>
// CHECK: scf.for %{{.*}} = %{{.*}} to %c4
// CHECK: scf.for %{{.*}} = %{{.*}} to %c64
// CHECK: scf.for %{{.*}} = %{{.*}} to %c32
// CHECK: arith.addf
// The loop over the rows carries an annotation that keeps LLVM from vectorizing it (one gather
// per element of 16 rows) rather than each row's loops over its consecutive elements; the
// annotation becomes that of the loop's latch branch in the LLVM dialect (LLVM's !llvm.loop
// metadata), where only the row loop has one:
// CHECK: } {llvm.loop_annotation = #[[SCALAR:.*]]}
// RUN: tilec compile %s --entry row_sums --emit=llvm-dialect | FileCheck %s --check-prefix=BRANCH
// BRANCH: #[[VECTORIZE:.*]] = #llvm.loop_vectorize<disable = true>
// BRANCH: #[[ANNOTATION:.*]] = #llvm.loop_annotation<vectorize = #[[VECTORIZE]]>
// BRANCH-COUNT-1: {loop_annotation = #[[ANNOTATION]]}
// BRANCH-NOT: loop_annotation
// In the sequential order they keep it; the four rows' chains are interleaved (k outside, rows
// inside).
// SEQ-LABEL: func.func @row_sums
// SEQ-NOT: memref<64xf32>
// SEQ: scf.for %{{.*}} = %{{.*}} to %c4
// SEQ: scf.for %{{.*}} = %{{.*}} to %c64
// SEQ: scf.for %{{.*}} = %{{.*}} to %c4
// SEQ: arith.addf

// An overflow promise is checked in order: one accumulator, no partial accumulators.
// CHECK-LABEL: func.func @promised_sum
// CHECK: %[[ACCUMULATOR:.*]] = memref.alloca() {{.*}} : memref<1xi32>
// CHECK: scf.for %{{.*}} = %{{.*}} to %c64
// CHECK: memref.load %[[ACCUMULATOR]]
// CHECK: arith.addi %{{.*}}, %{{.*}} : i32
// CHECK: memref.store %{{.*}}, %[[ACCUMULATOR]]
// CHECK-LABEL: func.func @max_then_count

// VAL: result #0: tile<f32> = 7
// VAL-NEXT: result #1: tile<i32> = 10

// Folds that alternate between two buffers: a 2x128 tile (two groups of 64 lanes per row, no
// pairs) and a 1x1024 tile (16 groups: 7 pairs), values x = (37·i mod 128) - 64 scaled by 0.5
// (31.5 down to -32 in every 128 elements) except x[10] = 75 (group 0 of row 0, which row 1
// must not see), x[100] = 50 and x[200] = -50 (group 1 of the 2x128 rows), x[900] = -100 and x[1000] = 100 (groups 14 and 15 of the long row: the last
// pair's folds into either buffer); then the 1x1024 row again with a NaN (ignored), and with -0
// and +0 only (maxf takes +0, minf -0).
// ALT: result #0: tile<2xf32> = [75, 31.5]
// ALT-NEXT: result #1: tile<2xf32> = [-32, -50]
// ALT-NEXT: result #2: tile<1xf32> = [100]
// ALT-NEXT: result #3: tile<1xf32> = [-100]
// ALT-NEXT: result #4: tile<1xf32> = [100]
// ALT-NEXT: result #5: tile<1xf32> = [0]
// ALT-NEXT: result #6: tile<1xf32> = [-0]

cuda_tile.module @m {
  testing$func @row_max(%x: tile<1x4096xf32>) -> tile<1xf32> {
    %r = reduce %x dim=1 identities=[0xFF800000 : f32] : tile<1x4096xf32> -> tile<1xf32>
      (%e: tile<f32>, %a: tile<f32>) {
        %m = maxf %e, %a : tile<f32>
        yield %m : tile<f32>
      }
    return %r : tile<1xf32>
  }

  testing$func @column_sums(%x: tile<16x8xi32>) -> tile<8xi32> {
    %r = reduce %x dim=0 identities=[0 : i32] : tile<16x8xi32> -> tile<8xi32>
      (%e: tile<i32>, %a: tile<i32>) {
        %s = addi %a, %e : tile<i32>
        yield %s : tile<i32>
      }
    return %r : tile<8xi32>
  }

  testing$func @row_sums(%x: tile<4x64xf32>) -> tile<4xf32> {
    %r = reduce %x dim=1 identities=[0.0 : f32] : tile<4x64xf32> -> tile<4xf32>
      (%e: tile<f32>, %a: tile<f32>) {
        %s = addf %e, %a : tile<f32>
        yield %s : tile<f32>
      }
    return %r : tile<4xf32>
  }

  testing$func @promised_sum(%x: tile<64xi32>) -> tile<i32> {
    %r = reduce %x dim=0 identities=[0 : i32] : tile<64xi32> -> tile<i32>
      (%e: tile<i32>, %a: tile<i32>) {
        %s = addi %e, %a overflow<no_signed_wrap> : tile<i32>
        yield %s : tile<i32>
      }
    return %r : tile<i32>
  }

  testing$func @alternating_folds() -> (tile<2xf32>, tile<2xf32>, tile<1xf32>, tile<1xf32>,
                                         tile<1xf32>, tile<1xf32>, tile<1xf32>) {
    %i = iota : tile<1024xi32>
    %c37 = constant <i32: 37> : tile<1024xi32>
    %c127 = constant <i32: 127> : tile<1024xi32>
    %c64 = constant <i32: 64> : tile<1024xi32>
    %scaled = muli %i, %c37 : tile<1024xi32>
    %wrapped = andi %scaled, %c127 : tile<1024xi32>
    %centred = subi %wrapped, %c64 : tile<1024xi32>
    %f = itof %centred signed : tile<1024xi32> -> tile<1024xf32>
    %half = constant <f32: 0.5> : tile<1024xf32>
    %base = mulf %f, %half : tile<1024xf32>
    %at1000 = constant <i32: 1000> : tile<1024xi32>
    %is1000 = cmpi equal %i, %at1000, signed : tile<1024xi32> -> tile<1024xi1>
    %v1000 = constant <f32: 100.0> : tile<1024xf32>
    %x0 = select %is1000, %v1000, %base : tile<1024xi1>, tile<1024xf32>
    %at900 = constant <i32: 900> : tile<1024xi32>
    %is900 = cmpi equal %i, %at900, signed : tile<1024xi32> -> tile<1024xi1>
    %v900 = constant <f32: -100.0> : tile<1024xf32>
    %x1 = select %is900, %v900, %x0 : tile<1024xi1>, tile<1024xf32>
    %at100 = constant <i32: 100> : tile<1024xi32>
    %is100 = cmpi equal %i, %at100, signed : tile<1024xi32> -> tile<1024xi1>
    %v100 = constant <f32: 50.0> : tile<1024xf32>
    %x2 = select %is100, %v100, %x1 : tile<1024xi1>, tile<1024xf32>
    %at200 = constant <i32: 200> : tile<1024xi32>
    %is200 = cmpi equal %i, %at200, signed : tile<1024xi32> -> tile<1024xi1>
    %v200 = constant <f32: -50.0> : tile<1024xf32>
    %x3 = select %is200, %v200, %x2 : tile<1024xi1>, tile<1024xf32>
    %at10 = constant <i32: 10> : tile<1024xi32>
    %is10 = cmpi equal %i, %at10, signed : tile<1024xi32> -> tile<1024xi1>
    %v10 = constant <f32: 75.0> : tile<1024xf32>
    %x = select %is10, %v10, %x3 : tile<1024xi1>, tile<1024xf32>
    %row = reshape %x : tile<1024xf32> -> tile<1x1024xf32>
    %zero = constant <i32: 0> : tile<i32>
    %first = extract %row[%zero, %zero] : tile<1x1024xf32> -> tile<1x256xf32>
    %two = reshape %first : tile<1x256xf32> -> tile<2x128xf32>
    %max2 = reduce %two dim=1 identities=[0xFF800000 : f32] : tile<2x128xf32> -> tile<2xf32>
      (%e: tile<f32>, %a: tile<f32>) {
        %r = maxf %e, %a : tile<f32>
        yield %r : tile<f32>
      }
    %min2 = reduce %two dim=1 identities=[0x7F800000 : f32] : tile<2x128xf32> -> tile<2xf32>
      (%e: tile<f32>, %a: tile<f32>) {
        %r = minf %e, %a : tile<f32>
        yield %r : tile<f32>
      }
    %max16 = reduce %row dim=1 identities=[0xFF800000 : f32] : tile<1x1024xf32> -> tile<1xf32>
      (%e: tile<f32>, %a: tile<f32>) {
        %r = maxf %e, %a : tile<f32>
        yield %r : tile<f32>
      }
    %min16 = reduce %row dim=1 identities=[0x7F800000 : f32] : tile<1x1024xf32> -> tile<1xf32>
      (%e: tile<f32>, %a: tile<f32>) {
        %r = minf %e, %a : tile<f32>
        yield %r : tile<f32>
      }
    %c700 = constant <i32: 700> : tile<1024xi32>
    %at700 = cmpi equal %i, %c700, signed : tile<1024xi32> -> tile<1024xi1>
    %nan = constant <f32: 0x7FC00000> : tile<1024xf32>
    %withNan = select %at700, %nan, %x : tile<1024xi1>, tile<1024xf32>
    %nanRow = reshape %withNan : tile<1024xf32> -> tile<1x1024xf32>
    %maxNan = reduce %nanRow dim=1 identities=[0xFF800000 : f32] : tile<1x1024xf32> -> tile<1xf32>
      (%e: tile<f32>, %a: tile<f32>) {
        %r = maxf %e, %a : tile<f32>
        yield %r : tile<f32>
      }
    %c1 = constant <i32: 1> : tile<1024xi32>
    %bit = andi %i, %c1 : tile<1024xi32>
    %odd = cmpi equal %bit, %c1, signed : tile<1024xi32> -> tile<1024xi1>
    %plusZero = constant <f32: 0.0> : tile<1024xf32>
    %minusZero = constant <f32: -0.0> : tile<1024xf32>
    %zeros = select %odd, %plusZero, %minusZero : tile<1024xi1>, tile<1024xf32>
    %zeroRow = reshape %zeros : tile<1024xf32> -> tile<1x1024xf32>
    %maxZero = reduce %zeroRow dim=1 identities=[0xFF800000 : f32] : tile<1x1024xf32> -> tile<1xf32>
      (%e: tile<f32>, %a: tile<f32>) {
        %r = maxf %e, %a : tile<f32>
        yield %r : tile<f32>
      }
    %minZero = reduce %zeroRow dim=1 identities=[0x7F800000 : f32] : tile<1x1024xf32> -> tile<1xf32>
      (%e: tile<f32>, %a: tile<f32>) {
        %r = minf %e, %a : tile<f32>
        yield %r : tile<f32>
      }
    return %max2, %min2, %max16, %min16, %maxNan, %maxZero, %minZero
      : tile<2xf32>, tile<2xf32>, tile<1xf32>, tile<1xf32>, tile<1xf32>, tile<1xf32>, tile<1xf32>
  }

  // The maximum of 0..7 with the identity -inf; four ones summed with the identity 6, which
  // is not neutral and counts once: 4 + 6 = 10.
  testing$func @max_then_count() -> (tile<f32>, tile<i32>) {
    %x = constant <f32: [0.0, 1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0]> : tile<8xf32>
    %m = reduce %x dim=0 identities=[0xFF800000 : f32] : tile<8xf32> -> tile<f32>
      (%e: tile<f32>, %a: tile<f32>) {
        %r = maxf %e, %a : tile<f32>
        yield %r : tile<f32>
      }
    %ones = constant <i32: [1, 1, 1, 1]> : tile<4xi32>
    %c = reduce %ones dim=0 identities=[6 : i32] : tile<4xi32> -> tile<i32>
      (%e: tile<i32>, %a: tile<i32>) {
        %r = addi %e, %a : tile<i32>
        yield %r : tile<i32>
      }
    return %m, %c : tile<f32>, tile<i32>
  }
}
