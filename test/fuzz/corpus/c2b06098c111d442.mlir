// mmaf and mmaf_scaled: every element combination of tile-ir-ops.md §3.4, batched forms,
// fast_acc, and the generic form re-parsed.

cuda_tile.module @mmaf_mod {
  testing$func @mmaf(%h: tile<64x32xf16>, %hb: tile<32x64xf16>, %c32: tile<64x64xf32>,
                     %c16: tile<64x64xf16>,
                     %e4a: tile<16x32xf8E4M3FN>, %e4b: tile<32x8xf8E4M3FN>,
                     %e5a: tile<16x32xf8E5M2>, %e5b: tile<32x8xf8E5M2>,
                     %c16s: tile<16x8xf16>, %c32s: tile<16x8xf32>,
                     %bfa: tile<16x16xbf16>, %tfa: tile<16x16xtf32>, %fa: tile<16x16xf32>,
                     %da: tile<16x16xf64>, %csq32: tile<16x16xf32>, %csq64: tile<16x16xf64>)
                     -> tile<64x64xf32> {
    %0 = mmaf %h, %hb, %c32 : tile<64x32xf16>, tile<32x64xf16>, tile<64x64xf32>
    %1 = mmaf %h, %hb, %c16 : tile<64x32xf16>, tile<32x64xf16>, tile<64x64xf16>
    %2 = mmaf %e4a, %e4b, %c32s fast_acc : tile<16x32xf8E4M3FN>, tile<32x8xf8E4M3FN>, tile<16x8xf32>
    %3 = mmaf %e4a, %e4b, %c16s : tile<16x32xf8E4M3FN>, tile<32x8xf8E4M3FN>, tile<16x8xf16>
    %4 = mmaf %e5a, %e5b, %c32s : tile<16x32xf8E5M2>, tile<32x8xf8E5M2>, tile<16x8xf32>
    %5 = mmaf %e5a, %e5b, %c16s fast_acc : tile<16x32xf8E5M2>, tile<32x8xf8E5M2>, tile<16x8xf16>
    %6 = mmaf %bfa, %bfa, %csq32 : tile<16x16xbf16>, tile<16x16xbf16>, tile<16x16xf32>
    %7 = mmaf %tfa, %tfa, %csq32 : tile<16x16xtf32>, tile<16x16xtf32>, tile<16x16xf32>
    %8 = mmaf %fa, %fa, %csq32 : tile<16x16xf32>, tile<16x16xf32>, tile<16x16xf32>
    %9 = mmaf %da, %da, %csq64 : tile<16x16xf64>, tile<16x16xf64>, tile<16x16xf64>
    return %0 : tile<64x64xf32>
  }
}

cuda_tile.module @mmaf_batched_mod {
  testing$func @mmaf_batched(%a: tile<4x16x8xbf16>, %b: tile<4x8x32xbf16>, %c: tile<4x16x32xf32>) -> tile<4x16x32xf32> {
    %0 = mmaf %a, %b, %c : tile<4x16x8xbf16>, tile<4x8x32xbf16>, tile<4x16x32xf32>
    return %0 : tile<4x16x32xf32>
  }
}

// Block sizes V = K / Ks: 32 for f8 inputs with e8m0 scales, 16 or 32 for f4 with e8m0 scales,
// 16 for f4 with e4m3 scales.
cuda_tile.module @mmaf_scaled_mod {
  testing$func @mmaf_scaled(%e4: tile<64x64xf8E4M3FN>, %e5: tile<64x64xf8E5M2>,
                            %f4: tile<64x64xf4E2M1FN>, %c: tile<64x64xf32>,
                            %sa2: tile<64x2xf8E8M0FNU>, %sb2: tile<2x64xf8E8M0FNU>,
                            %sa4: tile<64x4xf8E8M0FNU>, %sb4: tile<4x64xf8E8M0FNU>,
                            %qa4: tile<64x4xf8E4M3FN>, %qb4: tile<4x64xf8E4M3FN>) -> tile<64x64xf32> {
    %0 = mmaf_scaled %e4, %e4, %c, %sa2, %sb2 : tile<64x64xf8E4M3FN>, tile<64x64xf8E4M3FN>, tile<64x64xf32>, tile<64x2xf8E8M0FNU>, tile<2x64xf8E8M0FNU>
    %1 = mmaf_scaled %e5, %e5, %0, %sa2, %sb2 : tile<64x64xf8E5M2>, tile<64x64xf8E5M2>, tile<64x64xf32>, tile<64x2xf8E8M0FNU>, tile<2x64xf8E8M0FNU>
    %2 = mmaf_scaled %f4, %f4, %1, %sa2, %sb2 : tile<64x64xf4E2M1FN>, tile<64x64xf4E2M1FN>, tile<64x64xf32>, tile<64x2xf8E8M0FNU>, tile<2x64xf8E8M0FNU>
    %3 = mmaf_scaled %f4, %f4, %2, %sa4, %sb4 : tile<64x64xf4E2M1FN>, tile<64x64xf4E2M1FN>, tile<64x64xf32>, tile<64x4xf8E8M0FNU>, tile<4x64xf8E8M0FNU>
    %4 = mmaf_scaled %f4, %f4, %3, %qa4, %qb4 : tile<64x64xf4E2M1FN>, tile<64x64xf4E2M1FN>, tile<64x64xf32>, tile<64x4xf8E4M3FN>, tile<4x64xf8E4M3FN>
    return %4 : tile<64x64xf32>
  }
}

cuda_tile.module @mmaf_scaled_batched_mod {
  testing$func @mmaf_scaled_batched(%a: tile<2x16x64xf8E4M3FN>, %b: tile<2x64x8xf8E4M3FN>,
                                    %c: tile<2x16x8xf32>, %sa: tile<2x16x2xf8E8M0FNU>,
                                    %sb: tile<2x2x8xf8E8M0FNU>) -> tile<2x16x8xf32> {
    %0 = mmaf_scaled %a, %b, %c, %sa, %sb : tile<2x16x64xf8E4M3FN>, tile<2x64x8xf8E4M3FN>, tile<2x16x8xf32>, tile<2x16x2xf8E8M0FNU>, tile<2x2x8xf8E8M0FNU>
    return %0 : tile<2x16x8xf32>
  }
}
