// Round trip of reduce and scan, in custom and generic form.

cuda_tile.module @m {
  testing$func @reduce_forms(%x: tile<8x64xf32>, %i: tile<16xi32>, %h: tile<4x8xbf16>,
                             %b: tile<8xi1>) -> tile<8xf32> {
    // The body follows on the next line.
    // GENERIC: "cuda_tile.reduce"(%{{.*}}) <{dim = 1 : i32, identities = [0.000000e+00 : f32]}>
    %s = reduce %x dim=1 identities=[0.000000e+00 : f32] : tile<8x64xf32> -> tile<8xf32>
      (%e: tile<f32>, %a: tile<f32>) {
        yield %e : tile<f32>
      }
    // Hex float identities are bit patterns; -inf prints back in hex. Several operands.
    %m:2 = cuda_tile.reduce %x, %x dim=0 identities=[0xFF800000 : f32, 1.0 : f32]
        : !cuda_tile.tile<8x64xf32>, tile<8x64xf32> -> tile<64xf32>, tile<64xf32>
      (%e0: tile<f32>, %a0: !cuda_tile.tile<f32>, %e1: tile<f32>, %a1: tile<f32>) {
        cuda_tile.yield %a0, %e1 : tile<f32>, tile<f32>
      }
    // A rank-1 operand reduces to a rank-0 tile.
    %r = reduce %i dim=0 identities=[0xFFFFFFFF : i32] : tile<16xi32> -> tile<i32>
      (%e: tile<i32>, %a: tile<i32>) { yield %a : tile<i32> }
    // NVIDIA's verifier accepts an f16 identity for a bf16 operand.
    %q = reduce %h dim=1 identities=[0.0 : f16] : tile<4x8xbf16> -> tile<4xbf16>
      (%e: tile<bf16>, %a: tile<bf16>) { yield %a : tile<bf16> }
    %o = reduce %b dim=0 identities=[true] : tile<8xi1> -> tile<i1>
      (%e: tile<i1>, %a: tile<i1>) { yield %a : tile<i1> }
    return %s : tile<8xf32>
  }

  testing$func @scan_forms(%i: tile<16xi32>, %x: tile<4x8xf32>) -> tile<16xi32> {
    // GENERIC: "cuda_tile.scan"(%{{.*}}) <{dim = 0 : i32, identities = [0 : i32], reverse = false}>
    %p = scan %i dim=0 reverse=false identities=[0 : i32] : tile<16xi32> -> tile<16xi32>
      (%e: tile<i32>, %a: tile<i32>) { yield %a : tile<i32> }
    %s:2 = scan %x, %x dim=1 reverse=true identities=[1.0 : f32, 2.0 : f32]
        : tile<4x8xf32>, tile<4x8xf32> -> tile<4x8xf32>, tile<4x8xf32>
      (%e0: tile<f32>, %a0: tile<f32>, %e1: tile<f32>, %a1: tile<f32>) {
        yield %e0, %a1 : tile<f32>, tile<f32>
      }
    return %p : tile<16xi32>
  }
}
