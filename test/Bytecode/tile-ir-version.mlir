// tilec-opt --tile-ir-version=V checks a module read from bytecode exactly as it checks text:
// by the ops and attributes the module uses. The file's own bytecode version is a separate
// thing: a 13.4 file using only 13.3 ops passes --tile-ir-version=13.3, one using 13.4 ops
// does not, whether it comes from a named file or from stdin.
// RUN: split-file %s %t
// RUN: tilec-translate -mlir-to-cudatilebc -bytecode-version=13.4 %t/new-ops.mlir -o %t/new-ops.tileirbc
// RUN: not tilec-opt --tile-ir-version=13.3 %t/new-ops.tileirbc 2>&1 | FileCheck %s --check-prefix=V133
// RUN: not tilec-opt --tile-ir-version=13.3 < %t/new-ops.tileirbc 2>&1 | FileCheck %s --check-prefix=V133
// The check runs before any pass can change what was read.
// RUN: not tilec-opt --tile-ir-version=13.3 --canonicalize < %t/new-ops.tileirbc 2>&1 | FileCheck %s --check-prefix=V133
// RUN: tilec-opt --tile-ir-version=13.4 %t/new-ops.tileirbc | FileCheck %s --check-prefix=NEW
// RUN: tilec-opt --tile-ir-version=13.5 < %t/new-ops.tileirbc | FileCheck %s --check-prefix=NEW
// RUN: tilec-opt < %t/new-ops.tileirbc | FileCheck %s --check-prefix=NEW

// 13.3 ops in a 13.4 (and a 13.1) file pass --tile-ir-version=13.3.
// RUN: tilec-translate -mlir-to-cudatilebc -bytecode-version=13.4 %t/old-ops.mlir -o %t/old-ops-13.4.tileirbc
// RUN: tilec-translate -mlir-to-cudatilebc -bytecode-version=13.1 %t/old-ops.mlir -o %t/old-ops-13.1.tileirbc
// RUN: tilec-opt --tile-ir-version=13.3 %t/old-ops-13.4.tileirbc | FileCheck %s --check-prefix=OLD
// RUN: tilec-opt --tile-ir-version=13.3 < %t/old-ops-13.1.tileirbc | FileCheck %s --check-prefix=OLD

// A bad version is a command-line error for bytecode input too.
// RUN: not tilec-opt --tile-ir-version=13.2 < %t/old-ops-13.1.tileirbc 2>&1 | FileCheck %s --check-prefix=BAD

// V133-DAG: error: 'cuda_tile.fpowi' op was introduced in Tile IR 13.4 and is not available in Tile IR 13.3 (--tile-ir-version=13.3)
// V133-DAG: error: 'cuda_tile.load_view_tko' op attribute 'inbounds' was introduced in Tile IR 13.4 and is not available in Tile IR 13.3 (--tile-ir-version=13.3)
// V133-DAG: error: 'cuda_tile.ftoi' op modifier 'saturating' was introduced in Tile IR 13.4 and is not available in Tile IR 13.3 (--tile-ir-version=13.3)
// NEW: fpowi %{{.*}}, %{{.*}} : tile<f32>, tile<i32>
// OLD: cuda_tile.module @kernels {
// OLD: addf
// BAD: error: --tile-ir-version must be 13.3, 13.4 or 13.5, got '13.2'

//--- new-ops.mlir
cuda_tile.module @kernels {
  entry @k(%p: tile<ptr<f32>>, %i: tile<i32>, %x: tile<f32>) {
    %t = make_tensor_view %p, shape = [16, 16], strides = [16, 1] : tensor_view<16x16xf32, strides=[16,1]>
    %v = make_partition_view %t : partition_view<tile=(4x4), tensor_view<16x16xf32, strides=[16,1]>>
    %a, %tok = load_view_tko weak %v[%i, %i] inbounds = [true, false] : partition_view<tile=(4x4), tensor_view<16x16xf32, strides=[16,1]>>, tile<i32> -> tile<4x4xf32>, token
    %y = fpowi %x, %i : tile<f32>, tile<i32>
    %s = ftoi %x signed saturating : tile<f32> -> tile<i32>
    return
  }
}

//--- old-ops.mlir
cuda_tile.module @kernels {
  entry @k(%x: tile<f32>) {
    %y = addf %x, %x rounding<nearest_even> : tile<f32>
    return
  }
}
