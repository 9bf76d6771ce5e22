// Result names as NVIDIA's printer writes them: constants named after their value and element
// type, grid queries, shape and view ops, `for` with its induction variable and carried values,
// `reduce` with its combiner arguments.
// Every other result keeps MLIR's numbered names. The printed text reads back unchanged.
// RUN: tilec-opt %s | FileCheck %s
// RUN: tilec-opt %s | tilec-opt | FileCheck %s

cuda_tile.module @names {
  // Constants are named as NVIDIA's disassembler names them (checked against it as a black
  // box): i1 splats `%true`/`%false`, integer splats by value and type, float splats by value
  // only when it is a non-negative integer (in 64 unsigned bits), NaN as `NaN`, everything
  // else by element type alone.
  // CHECK-LABEL: entry @constants
  entry @constants() {
    // CHECK-NEXT: %cst_10_i32 = constant <i32: 10> : tile<i32>
    %a = constant <i32: 10> : tile<i32>
    // A repeated name gets MLIR's `_<n>` suffix (one counter for all the names of a region).
    // CHECK-NEXT: %cst_10_i32_0 = constant <i32: 10> : tile<i32>
    %a2 = constant <i32: 10> : tile<i32>
    // Splat tiles are named by the splat value; the shape does not appear.
    // CHECK-NEXT: %cst_-1_i64 = constant <i64: -1> : tile<4x8xi64>
    %b = constant <i64: -1> : tile<4x8xi64>
    // CHECK-NEXT: %cst_0_i8 = constant <i8: 0> : tile<i8>
    %b2 = constant <i8: 0> : tile<i8>
    // Unsigned spellings are named by their signed value, as they print.
    // CHECK-NEXT: %cst_-1_i16 = constant <i16: -1> : tile<i16>
    %b3 = constant <i16: 65535> : tile<i16>
    // CHECK-NEXT: %cst_-9223372036854775808_i64 = constant <i64: -9223372036854775808> : tile<i64>
    %b4 = constant <i64: -9223372036854775808> : tile<i64>
    // CHECK-NEXT: %true = constant <i1: true> : tile<2xi1>
    %c = constant <i1: true> : tile<2xi1>
    // CHECK-NEXT: %false = constant <i1: false> : tile<i1>
    %c2 = constant <i1: false> : tile<i1>
    // CHECK-NEXT: %cst_i1 = constant <i1: [true, false]> : tile<2xi1>
    %c3 = constant <i1: [true, false]> : tile<2xi1>
    // Floats with a non-negative integral value.
    // CHECK-NEXT: %cst_10_f32 = constant <f32: 1.000000e+01> : tile<f32>
    %d = constant <f32: 10.0> : tile<f32>
    // CHECK-NEXT: %cst_0_f32 = constant <f32: 0.000000e+00> : tile<128x128xf32>
    %d2 = constant <f32: 0.0> : tile<128x128xf32>
    // CHECK-NEXT: %cst_10000000000_f32 = constant <f32: 1.000000e+10> : tile<f32>
    %d3 = constant <f32: 1.0e10> : tile<f32>
    // CHECK-NEXT: %cst_65504_f16 = constant <f16: 6.550400e+04> : tile<f16>
    %d4 = constant <f16: 65504.0> : tile<f16>
    // 1e19 is above 2^63 but still fits 64 unsigned bits; 1e20 does not.
    // CHECK-NEXT: %cst_10000000000000000000_f64 = constant <f64: 1.000000e+19> : tile<f64>
    %d5 = constant <f64: 1.0e19> : tile<f64>
    // CHECK-NEXT: %cst_f64 = constant <f64: 1.000000e+20> : tile<f64>
    %d6 = constant <f64: 1.0e20> : tile<f64>
    // Fractions, negative values (-0.0 included) and infinities: the element type alone.
    // CHECK-NEXT: %cst_f16 = constant <f16: 1.500000e+00> : tile<f16>
    %e = constant <f16: 1.5> : tile<f16>
    // CHECK-NEXT: %cst_bf16 = constant <bf16: -2.500000e-01> : tile<bf16>
    %f = constant <bf16: -0.25> : tile<bf16>
    // CHECK-NEXT: %cst_f32 = constant <f32: -5.000000e+00> : tile<4xf32>
    %f2 = constant <f32: -5.0> : tile<4xf32>
    // CHECK-NEXT: %cst_f32_1 = constant <f32: -0.000000e+00> : tile<f32>
    %f3 = constant <f32: -0.0> : tile<f32>
    // CHECK-NEXT: %cst_f32_2 = constant <f32: 0x7F800000> : tile<f32>
    %f4 = constant <f32: 0x7F800000> : tile<f32>
    // Any NaN: `NaN`.
    // CHECK-NEXT: %cst_NaN_f32 = constant <f32: 0x7FC00000> : tile<f32>
    %g = constant <f32: 0x7FC00000> : tile<f32>
    // CHECK-NEXT: %cst_NaN_f32_3 = constant <f32: 0xFFC00001> : tile<f32>
    %g2 = constant <f32: 0xFFC00001> : tile<f32>
    // Tiles whose elements differ: the element type alone.
    // CHECK-NEXT: %cst_i32 = constant <i32: [1, 2]> : tile<2xi32>
    %h = constant <i32: [1, 2]> : tile<2xi32>
    // CHECK-NEXT: %cst_f32_4 = constant <f32: [1.000000e+00, 2.000000e+00]> : tile<2xf32>
    %h2 = constant <f32: [1.0, 2.0]> : tile<2xf32>
    return
  }

  // reduce: `%reduce`, and its combiner's arguments `%reduce_lhs`/`%reduce_rhs`, numbered per
  // operand when there are several. scan keeps numbered names.
  // CHECK-LABEL: entry @reductions
  entry @reductions() {
    %x = constant <f32: [1.0, 2.0]> : tile<2xf32>
    %y = constant <i32: [1, 2]> : tile<2xi32>
    // CHECK: %reduce = reduce %cst_f32 dim=0 identities=[0.000000e+00 : f32] : tile<2xf32> -> tile<f32>
    // CHECK-NEXT: (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
    // CHECK-NEXT: %{{[0-9]+}} = addf %reduce_lhs, %reduce_rhs : tile<f32>
    %r = reduce %x dim=0 identities=[0.000000e+00 : f32] : tile<2xf32> -> tile<f32>
    (%a: tile<f32>, %b: tile<f32>) {
      %s = addf %a, %b : tile<f32>
      yield %s : tile<f32>
    }
    // CHECK: %reduce_0:2 = reduce %cst_f32, %cst_i32 dim=0 identities=[0.000000e+00 : f32, 0 : i32] : tile<2xf32>, tile<2xi32> -> tile<f32>, tile<i32>
    // CHECK-NEXT: (%reduce_lhs0: tile<f32>, %reduce_rhs0: tile<f32>, %reduce_lhs1: tile<i32>, %reduce_rhs1: tile<i32>) {
    %r2:2 = reduce %x, %y dim=0 identities=[0.000000e+00 : f32, 0 : i32] : tile<2xf32>, tile<2xi32> -> tile<f32>, tile<i32>
    (%a: tile<f32>, %a2: tile<f32>, %b: tile<i32>, %b2: tile<i32>) {
      %s = addf %a, %a2 : tile<f32>
      %s2 = addi %b, %b2 : tile<i32>
      yield %s, %s2 : tile<f32>, tile<i32>
    }
    // CHECK: %{{[0-9]+}} = scan %cst_f32 dim=0 reverse=false
    // CHECK-NEXT: (%arg0: tile<f32>, %arg1: tile<f32>) {
    %s = scan %x dim=0 reverse=false identities=[0.000000e+00 : f32] : tile<2xf32> -> tile<2xf32>
    (%a: tile<f32>, %b: tile<f32>) {
      %t = addf %a, %b : tile<f32>
      yield %t : tile<f32>
    }
    // CHECK: %{{[0-9]+}} = addf %reduce, %reduce_0#0 : tile<f32>
    %u = addf %r, %r2#0 : tile<f32>
    return
  }

  // CHECK-LABEL: entry @grid_and_shapes
  entry @grid_and_shapes() {
    // CHECK-NEXT: %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32>
    %x, %y, %z = get_tile_block_id : tile<i32>
    // CHECK-NEXT: %gridSize_x, %gridSize_y, %gridSize_z = get_num_tile_blocks : tile<i32>
    %nx, %ny, %nz = get_num_tile_blocks : tile<i32>
    // CHECK-NEXT: %reshape = reshape %blockId_x : tile<i32> -> tile<1x1xi32>
    %r = reshape %x : tile<i32> -> tile<1x1xi32>
    // CHECK-NEXT: %bcast = broadcast %reshape : tile<1x1xi32> -> tile<4x8xi32>
    %b = broadcast %r : tile<1x1xi32> -> tile<4x8xi32>
    // CHECK-NEXT: %reshape_0 = reshape %gridSize_y : tile<i32> -> tile<1xi32>
    %r2 = reshape %ny : tile<i32> -> tile<1xi32>
    // Other ops keep numbered results.
    // CHECK-NEXT: %0 = addi %blockId_x, %gridSize_z : tile<i32>
    %s = addi %x, %nz : tile<i32>
    return
  }

  // CHECK-LABEL: entry @views_and_memory
  entry @views_and_memory(%base: tile<ptr<f32>>, %n: tile<i32>) {
    // CHECK-NEXT: %assume = assume div_by<16>, %arg0 : tile<ptr<f32>>
    %p = assume div_by<16>, %base : tile<ptr<f32>>
    // CHECK-NEXT: %tview = make_tensor_view %assume, shape = [%arg1, 64], strides = [64, 1] : tile<i32> -> tensor_view<?x64xf32, strides=[64,1]>
    %tv = make_tensor_view %p, shape = [%n, 64], strides = [64, 1] : tile<i32> -> tensor_view<?x64xf32, strides=[64,1]>
    // CHECK-NEXT: %pview = make_partition_view %tview : partition_view<tile=(16x64), tensor_view<?x64xf32, strides=[64,1]>>
    %pv = make_partition_view %tv : partition_view<tile=(16x64), tensor_view<?x64xf32, strides=[64,1]>>
    // CHECK-NEXT: %cst_0_i32 = constant <i32: 0> : tile<i32>
    %c0 = constant <i32: 0> : tile<i32>
    // CHECK-NEXT: %tile, %result_token = load_view_tko weak %pview[%cst_0_i32, %cst_0_i32] : partition_view<tile=(16x64), tensor_view<?x64xf32, strides=[64,1]>>, tile<i32> -> tile<16x64xf32>, token
    %t, %tok = load_view_tko weak %pv[%c0, %c0] : partition_view<tile=(16x64), tensor_view<?x64xf32, strides=[64,1]>>, tile<i32> -> tile<16x64xf32>, token
    // CHECK-NEXT: %result, %result_token_0 = load_ptr_tko weak %assume : tile<ptr<f32>> -> tile<f32>, token
    %v, %tok2 = load_ptr_tko weak %p : tile<ptr<f32>> -> tile<f32>, token
    // CHECK-NEXT: %gsview = make_gather_scatter_view %tview : gather_scatter_view<tile=(8x64), padding_value = zero, tensor_view<?x64xf32, strides=[64,1]>, sparse_dim=0>
    %gv = make_gather_scatter_view %tv : gather_scatter_view<tile=(8x64), padding_value = zero, tensor_view<?x64xf32, strides=[64,1]>, sparse_dim=0>
    return
  }

  // CHECK-LABEL: entry @loops
  entry @loops() {
    %lb = constant <i32: 0> : tile<i32>
    %ub = constant <i32: 8> : tile<i32>
    %step = constant <i32: 1> : tile<i32>
    %init = constant <f32: 0.0> : tile<f32>
    // One carried value: `%for`.
    // CHECK: %for = for %loopIdx in (%cst_0_i32 to %cst_8_i32, step %cst_1_i32) : tile<i32> iter_values(%iterArg0 = %cst_0_f32) -> (tile<f32>) {
    // CHECK-NEXT: continue %iterArg0 : tile<f32>
    %r = for %i in (%lb to %ub, step %step) : tile<i32> iter_values(%acc = %init) -> (tile<f32>) {
      continue %acc : tile<f32>
    }
    // Several carried values: one result group, used as %for_0#i. Block arguments of sibling
    // regions may reuse names; nested ones are made unique.
    // CHECK: %for_0:2 = for %loopIdx in (%cst_0_i32 to %cst_8_i32, step %cst_1_i32) : tile<i32> iter_values(%iterArg0 = %for, %iterArg1 = %cst_0_i32) -> (tile<f32>, tile<i32>) {
    // CHECK-NEXT: %for_1 = for %loopIdx_2 in (%loopIdx to %cst_8_i32, step %cst_1_i32) : tile<i32> iter_values(%iterArg0_3 = %iterArg1) -> (tile<i32>) {
    // CHECK-NEXT: continue %iterArg0_3 : tile<i32>
    // CHECK-NEXT: }
    // CHECK-NEXT: continue %iterArg0, %for_1 : tile<f32>, tile<i32>
    %s:2 = for %i in (%lb to %ub, step %step) : tile<i32> iter_values(%a = %r, %b = %lb) -> (tile<f32>, tile<i32>) {
      %inner = for %j in (%i to %ub, step %step) : tile<i32> iter_values(%c = %b) -> (tile<i32>) {
        continue %c : tile<i32>
      }
      continue %a, %inner : tile<f32>, tile<i32>
    }
    // CHECK: %0 = addf %for_0#0, %for : tile<f32>
    %sum = addf %s#0, %r : tile<f32>
    // No carried values: no result, still `%loopIdx`.
    // CHECK: for %loopIdx in (%cst_0_i32 to %cst_8_i32, step %cst_1_i32) : tile<i32> {
    for %i in (%lb to %ub, step %step) : tile<i32> {
    }
    return
  }
}
