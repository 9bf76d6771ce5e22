// The 13.4 UE5M3 block-scale type (tile-ir-13.4-13.5.md §2.1): read as `fnv8E5M3FNU` or
// `f8E5M3FNU` (one type), printed `fnv8E5M3FNU` (as NVIDIA's 13.5 disassembler prints it); allowed
// where f8E8M0FNU is: tile/ptr/tensor_view element, constants and globals, ftof both ways,
// bitcast to 8-bit types, memory ops, shape ops and as mmaf_scaled scales of f4E2M1FN inputs
// (block size 16 or 32).
// RUN: tilec-opt %s | FileCheck %s
// RUN: tilec-opt %s | tilec-opt | FileCheck %s
// RUN: tilec-opt -mlir-print-op-generic %s | tilec-opt | FileCheck %s
// RUN: tilec-opt -mlir-print-op-generic %s | FileCheck %s --check-prefix=GENERIC
// RUN: tilec-opt --tile-ir-version=13.4 %s | FileCheck %s

// Literals are stored as their i8 encodings in a tensor whose encoding names the element type.
// GENERIC-DAG: "cuda_tile.constant"() <{value = dense<[112, 120, -2, 1, -1, 0, -124, 122]> : tensor<8xi8, !cuda_tile.fnv8E5M3FNU>}> : () -> !cuda_tile.tile<8xfnv8E5M3FNU>
// GENERIC-DAG: sym_name = "scales", {{.*}}value = dense<[120, -128]> : tensor<2xi8, !cuda_tile.fnv8E5M3FNU>}> : () -> ()

// CHECK: global @scales <fnv8E5M3FNU: [1.000000e+00, 2.000000e+00]> : tile<2xfnv8E5M3FNU>
// CHECK-LABEL: testing$func @literals(%arg0: tile<ptr<fnv8E5M3FNU>>, %arg1: tile<ptr<fnv8E5M3FNU>>)
// CHECK-SAME: -> (tile<8xfnv8E5M3FNU>, tile<4xfnv8E5M3FNU>, tile<2xfnv8E5M3FNU>)
// Decimal values print as MLIR prints floats; 0xFF (the NaN) as its bits; 1.2 rounds to 1.25.
// CHECK: %cst_fnv8E5M3FNU = constant <fnv8E5M3FNU: [5.000000e-01, 1.000000e+00, 1.146880e+05, 7.629390e-06, 0xFF, 0.000000e+00, 3.000000e+00, 1.250000e+00]> : tile<8xfnv8E5M3FNU>
// CHECK: %cst_2_fnv8E5M3FNU = constant <fnv8E5M3FNU: 2.000000e+00> : tile<4xfnv8E5M3FNU>
// CHECK: %cst_NaN_fnv8E5M3FNU = constant <fnv8E5M3FNU: 0xFF> : tile<2xfnv8E5M3FNU>
cuda_tile.module @m {
  global @scales <f8E5M3FNU: [1.0, 2.0]> : tile<2xf8E5M3FNU>

  testing$func @literals(%p: tile<ptr<fnv8E5M3FNU>>, %q: tile<ptr<f8E5M3FNU>>)
      -> (tile<8xfnv8E5M3FNU>, tile<4xf8E5M3FNU>, tile<2xfnv8E5M3FNU>) {
    %c = constant <fnv8E5M3FNU: [0.5, 1.0, 114688.0, 0x01, 0xFF, 0.0, 3.0, 1.2]> : tile<8xfnv8E5M3FNU>
    %s = constant <f8E5M3FNU: 2.0> : tile<4xf8E5M3FNU>
    %n = constant <fnv8E5M3FNU: 0xff> : tile<2xfnv8E5M3FNU>
    return %c, %s, %n : tile<8xfnv8E5M3FNU>, tile<4xfnv8E5M3FNU>, tile<2xfnv8E5M3FNU>
  }

  // CHECK-LABEL: testing$func @conversions
  // CHECK: ftof %{{.*}} : tile<4xf32> -> tile<4xfnv8E5M3FNU>
  // CHECK: ftof %{{.*}} : tile<4xfnv8E5M3FNU> -> tile<4xf16>
  // CHECK: ftof %{{.*}} : tile<4xfnv8E5M3FNU> -> tile<4xf8E4M3FN>
  // CHECK: bitcast %{{.*}} : tile<4xfnv8E5M3FNU> -> tile<4xi8>
  // CHECK: bitcast %{{.*}} : tile<4xi8> -> tile<4xfnv8E5M3FNU>
  // CHECK: reshape %{{.*}} : tile<4xfnv8E5M3FNU> -> tile<2x2xfnv8E5M3FNU>
  testing$func @conversions(%x: tile<4xf32>) -> tile<2x2xfnv8E5M3FNU> {
    %u = ftof %x : tile<4xf32> -> tile<4xfnv8E5M3FNU>
    %h = ftof %u : tile<4xfnv8E5M3FNU> -> tile<4xf16>
    %e = ftof %u : tile<4xfnv8E5M3FNU> -> tile<4xf8E4M3FN>
    %b = bitcast %u : tile<4xfnv8E5M3FNU> -> tile<4xi8>
    %v = bitcast %b : tile<4xi8> -> tile<4xfnv8E5M3FNU>
    %r = reshape %v : tile<4xfnv8E5M3FNU> -> tile<2x2xfnv8E5M3FNU>
    return %r : tile<2x2xfnv8E5M3FNU>
  }

  // CHECK-LABEL: entry @memory
  // CHECK: make_tensor_view %arg0, shape = [64], strides = [1] : tensor_view<64xfnv8E5M3FNU, strides=[1]>
  // CHECK: load_view_tko weak %{{.*}} : partition_view<tile=(16), tensor_view<64xfnv8E5M3FNU, strides=[1]>>, tile<i32> -> tile<16xfnv8E5M3FNU>, token
  // CHECK: mmaf_scaled {{.*}} : tile<16x32xf4E2M1FN>, tile<32x16xf4E2M1FN>, tile<16x16xf32>, tile<16x2xfnv8E5M3FNU>, tile<2x16xfnv8E5M3FNU>
  // CHECK: mmaf_scaled {{.*}} : tile<16x32xf4E2M1FN>, tile<32x16xf4E2M1FN>, tile<16x16xf32>, tile<16x1xfnv8E5M3FNU>, tile<1x16xfnv8E5M3FNU>
  entry @memory(%p: tile<ptr<fnv8E5M3FNU>>) {
    %t = make_tensor_view %p, shape = [64], strides = [1] : tensor_view<64xfnv8E5M3FNU, strides=[1]>
    %v = make_partition_view %t : partition_view<tile=(16), tensor_view<64xfnv8E5M3FNU, strides=[1]>>
    %c0 = constant <i32: 0> : tile<i32>
    %x, %tok = load_view_tko weak %v[%c0] : partition_view<tile=(16), tensor_view<64xfnv8E5M3FNU, strides=[1]>>, tile<i32> -> tile<16xfnv8E5M3FNU>, token
    %a = constant <f4E2M1FN: 0.5> : tile<16x32xf4E2M1FN>
    %b = constant <f4E2M1FN: 4.0> : tile<32x16xf4E2M1FN>
    %acc = constant <f32: 1.0> : tile<16x16xf32>
    %sa = constant <fnv8E5M3FNU: 1.5> : tile<16x2xfnv8E5M3FNU>
    %sb = constant <fnv8E5M3FNU: 3.0> : tile<2x16xfnv8E5M3FNU>
    %d16 = mmaf_scaled %a, %b, %acc, %sa, %sb : tile<16x32xf4E2M1FN>, tile<32x16xf4E2M1FN>, tile<16x16xf32>, tile<16x2xfnv8E5M3FNU>, tile<2x16xfnv8E5M3FNU>
    %sa1 = constant <fnv8E5M3FNU: 1.5> : tile<16x1xfnv8E5M3FNU>
    %sb1 = constant <fnv8E5M3FNU: 3.0> : tile<1x16xfnv8E5M3FNU>
    %d32 = mmaf_scaled %a, %b, %acc, %sa1, %sb1 : tile<16x32xf4E2M1FN>, tile<32x16xf4E2M1FN>, tile<16x16xf32>, tile<16x1xfnv8E5M3FNU>, tile<1x16xfnv8E5M3FNU>
    return
  }
}
