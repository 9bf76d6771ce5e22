// Tile IR 13.5's preview ops (`preview$call`, `preview$extern_impl`; NVIDIA's --preview=simt
// only) have no published syntax or semantics (tile-ir-13.4-13.5.md §5.3): tilec refuses them with
// "preview op not supported", and keeps them opaque under -allow-unregistered-dialect, where the
// generic form parses and what tilec prints reads back.
// RUN: not tilec-opt %s 2>&1 | FileCheck %s --check-prefix=CUSTOM
// RUN: not tilec-opt %S/Inputs/preview-generic.mlir 2>&1 | FileCheck %s --check-prefix=GENERIC
// RUN: tilec-opt -allow-unregistered-dialect %S/Inputs/preview-generic.mlir | tilec-opt -allow-unregistered-dialect | FileCheck %s --check-prefix=OPAQUE
// RUN: not tilec-opt -allow-unregistered-dialect --tile-ir-version=13.4 %S/Inputs/preview-generic.mlir 2>&1 | FileCheck %s --check-prefix=V134
// V134: error: 'cuda_tile.preview$call' op was introduced in Tile IR 13.5 and is not available in Tile IR 13.4 (--tile-ir-version=13.4)
// RUN: not tilec-translate -allow-unregistered-dialect -mlir-to-cudatilebc %S/Inputs/preview-generic.mlir -o /dev/null 2>&1 | FileCheck %s --check-prefix=BC
// BC: error: operation 'cuda_tile.preview$call' (Tile IR 13.5) has no known bytecode encoding: its opcode is not published, so it cannot be written

// CUSTOM: error: custom op 'cuda_tile.preview$call' preview op not supported: 'preview$call' is a Tile IR 13.5 preview operation (NVIDIA's --preview=simt) whose syntax and semantics are not published
// GENERIC: error: 'cuda_tile.preview$call' op preview op not supported: a Tile IR 13.5 preview operation (NVIDIA's --preview=simt); its generic form is kept only under -allow-unregistered-dialect
// OPAQUE: %0 = preview$call(%arg0) {callee = @lib} : (!cuda_tile.tile<f32>) -> !cuda_tile.tile<f32>
// OPAQUE: preview$extern_impl() {impl = "simt_add"} : () -> ()

cuda_tile.module @m {
  testing$func @f(%x: tile<f32>) -> tile<f32> {
    %r = preview$call @lib(%x) : (tile<f32>) -> tile<f32>
    return %r : tile<f32>
  }
}
