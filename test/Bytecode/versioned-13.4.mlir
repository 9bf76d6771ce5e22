// Tile IR 13.4 (tile-ir-13.4-13.5.md §1): the new ops and `inbounds` are written at 13.4 and
// read back; 13.3 cannot express them. From 13.4 on pointers and tensor_views start with a
// flags varint, and view loads/stores always carry one inbounds byte per index.
// RUN: tilec-translate -test-cudatile-roundtrip -bytecode-version=13.4 %s | FileCheck %s
// RUN: tilec-translate -mlir-to-cudatilebc -bytecode-version=13.4 %s | od -An -v -tx1 | tr -d ' \n' | FileCheck %s --check-prefix=BYTES
// RUN: not tilec-translate -mlir-to-cudatilebc -bytecode-version=13.3 %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=V133

// CHECK: load_view_tko weak %{{.*}}[%{{.*}}, %{{.*}}] inbounds = [true, false]
// CHECK: fpowi %{{.*}}, %{{.*}} : tile<f32>, tile<i32>

// load_view_tko: 2 results, flags 0, weak, inbounds [1, 0], view v4, 2 indices v1 v1.
// BYTES: 0d040000
// BYTES-SAME: 3e02{{....}}000002010004020101
// ptr<f32> is tag 0C, flags 00, then the f32 index.
// BYTES-SAME: 0c00{{..}}0d

// V133: error: attribute 'inbounds' requires bytecode version 13.4+, but targeting 13.3

cuda_tile.module @kernels {
  entry @k(%p: tile<ptr<f32>>, %i: tile<i32>, %x: tile<f32>) {
    %t = make_tensor_view %p, shape = [16, 16], strides = [16, 1] : tensor_view<16x16xf32, strides=[16,1]>
    %v = make_partition_view %t : partition_view<tile=(4x4), tensor_view<16x16xf32, strides=[16,1]>>
    %a, %tok = load_view_tko weak %v[%i, %i] inbounds = [true, false] : partition_view<tile=(4x4), tensor_view<16x16xf32, strides=[16,1]>>, tile<i32> -> tile<4x4xf32>, token
    %y = fpowi %x, %i : tile<f32>, tile<i32>
    return
  }
}
