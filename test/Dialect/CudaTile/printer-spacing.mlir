// Spacing as NVIDIA's printer writes it (checked against its 13.5 disassembler): an omitted
// rounding clause keeps its leading space, and `global` keeps one after its visibility, so
// these lines carry two spaces. --strict-whitespace makes the checks see them.
// RUN: tilec-opt %s | FileCheck %s --strict-whitespace

cuda_tile.module @m {
  // CHECK: global  @plain <f32: 1.000000e+00> : tile<1xf32>
  global @plain <f32: 1.0> : tile<1xf32>
  // CHECK: global  constant @ro <i8: 0> : tile<8xi8>
  global constant @ro <i8: 0> : tile<8xi8>
  // CHECK: global private  @priv <i32: 3> : tile<1xi32>
  global private @priv <i32: 3> : tile<1xi32>
  // CHECK: global private  constant @lut <i32: [1, 2]> : tile<2xi32>
  global private constant @lut <i32: [1, 2]> : tile<2xi32>

  testing$func @f(%a: tile<4xf32>, %i: tile<4xi32>) -> (tile<4xf32>, tile<4xf32>, tile<4xf32>, tile<4xi32>, tile<4xi32>, tile<4xf16>, tile<4xf32>) {
    // CHECK: = mulf %arg0, %arg0  : tile<4xf32>
    %m = mulf %a, %a : tile<4xf32>
    // An explicit mode takes the space itself.
    // CHECK: = addf %arg0, %arg0 rounding<zero> : tile<4xf32>
    %z = addf %a, %a rounding<zero> : tile<4xf32>
    // CHECK: = sqrt %arg0  flush_to_zero : tile<4xf32>
    %s = sqrt %a flush_to_zero : tile<4xf32>
    // CHECK: = ftoi %arg0 signed  : tile<4xf32> -> tile<4xi32>
    %t = ftoi %a signed : tile<4xf32> -> tile<4xi32>
    // CHECK: = ftoi %arg0 signed  saturating : tile<4xf32> -> tile<4xi32>
    %u = ftoi %a signed saturating : tile<4xf32> -> tile<4xi32>
    // CHECK: = ftof %arg0  : tile<4xf32> -> tile<4xf16>
    %h = ftof %a : tile<4xf32> -> tile<4xf16>
    // CHECK: = itof %arg1 signed  : tile<4xi32> -> tile<4xf32>
    %f = itof %i signed : tile<4xi32> -> tile<4xf32>
    return %m, %z, %s, %t, %u, %h, %f : tile<4xf32>, tile<4xf32>, tile<4xf32>, tile<4xi32>, tile<4xi32>, tile<4xf16>, tile<4xf32>
  }
}
