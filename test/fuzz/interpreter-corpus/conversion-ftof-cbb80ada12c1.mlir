cuda_tile.module @m {
  testing$func @between_narrow() -> (tile<2xf16>, tile<2xf8E4M3FN>, tile<2xbf16>, tile<2xbf16>,
                                     tile<2xf16>) {
    %a = constant <i8: [-2, 127]> : tile<2xi8>
    %e8 = bitcast %a : tile<2xi8> -> tile<2xf8E8M0FNU>
    %0 = ftof %e8 : tile<2xf8E8M0FNU> -> tile<2xf16>
    %1 = ftof %e8 : tile<2xf8E8M0FNU> -> tile<2xf8E4M3FN>
    %b = constant <i8: [-2, 0]> : tile<2xi8>
    %e8b = bitcast %b : tile<2xi8> -> tile<2xf8E8M0FNU>
    %2 = ftof %e8b : tile<2xf8E8M0FNU> -> tile<2xbf16>
    %c = constant <f16: [1.00390625, 1.0048828125]> : tile<2xf16>
    %3 = ftof %c : tile<2xf16> -> tile<2xbf16>
    %d = constant <bf16: [131072.0, -3.0]> : tile<2xbf16>
    %4 = ftof %d : tile<2xbf16> -> tile<2xf16>
    return %0, %1, %2, %3, %4 : tile<2xf16>, tile<2xf8E4M3FN>, tile<2xbf16>, tile<2xbf16>,
        tile<2xf16>
  }
}
