cuda_tile.module @m {
  testing$func @powers(%x: tile<4xf32>, %y: tile<4xf32>) -> (tile<4xf32>, tile<4xf32>) {
    %a = pow %x, %y : tile<4xf32>
    %b = fpowf %a, %y : tile<4xf32>
    return %a, %b : tile<4xf32>, tile<4xf32>
  }

  testing$func @saturating(%x: tile<8xf32>) -> (tile<8xi32>, tile<8xi16>, tile<8xi8>, tile<8xi64>) {
    %a = ftoi %x signed saturating : tile<8xf32> -> tile<8xi32>
    %b = ftoi %x unsigned rounding<nearest_int_to_zero> saturating : tile<8xf32> -> tile<8xi16>
    %c = ftoi %x signed saturating rounding<nearest_int_to_zero> : tile<8xf32> -> tile<8xi8>
    %d = ftoi %x signed : tile<8xf32> -> tile<8xi64>
    return %a, %b, %c, %d : tile<8xi32>, tile<8xi16>, tile<8xi8>, tile<8xi64>
  }

  testing$func @ftof_rounding(%d: tile<4xf64>, %f: tile<4xf32>, %h: tile<4xf16>,
                              %e: tile<4xf8E4M3FN>, %z: tile<4xf4E2M1FN>, %m: tile<4xf8E8M0FNU>) {
    %0 = ftof %d : tile<4xf64> -> tile<4xf32>
    %1 = ftof %d rounding<zero> : tile<4xf64> -> tile<4xf32>
    %2 = ftof %d rounding<negative_inf> : tile<4xf64> -> tile<4xf32>
    %3 = ftof %d rounding<positive_inf> : tile<4xf64> -> tile<4xf32>
    %4 = ftof %f rounding<zero> : tile<4xf32> -> tile<4xtf32>
    %5 = ftof %f rounding<nearest_away> : tile<4xf32> -> tile<4xtf32>
    %6 = ftof %f rounding<zero> : tile<4xf32> -> tile<4xf16>
    %7 = ftof %d rounding<zero> : tile<4xf64> -> tile<4xbf16>
    %8 = ftof %h rounding<zero> : tile<4xf16> -> tile<4xbf16>
    %9 = ftof %h rounding<nearest_away> : tile<4xf16> -> tile<4xf32>
    %10 = ftof %f rounding<negative_inf> : tile<4xf32> -> tile<4xf64>
    %11 = ftof %e rounding<positive_inf> : tile<4xf8E4M3FN> -> tile<4xf16>
    %12 = ftof %z rounding<zero> : tile<4xf4E2M1FN> -> tile<4xf16>
    %13 = ftof %m rounding<nearest_away> : tile<4xf8E8M0FNU> -> tile<4xbf16>
    %14 = ftof %f rounding<positive_inf> : tile<4xf32> -> tile<4xf8E8M0FNU>
    return
  }

  entry @early_exit(%flag: tile<i32>) {
    %c0 = constant <i32: 0> : tile<i32>
    loop {
      %done = cmpi not_equal %flag, %c0, signed : tile<i32> -> tile<i1>
      if %done {
        return
      }
      break
    }
    return
  }

  testing$func @return_values_from_loop(%x: tile<i32>) -> tile<i32> {
    %r = loop iter_values(%v = %x) : tile<i32> -> tile<i32> {
      return %v : tile<i32>
    }
    return %r : tile<i32>
  }
}

cuda_tile.module @m {
  testing$func @f(%x: tile<8xf32>) {
    %0 = "cuda_tile.pow"(%x, %x) : (!cuda_tile.tile<8xf32>, !cuda_tile.tile<8xf32>) -> !cuda_tile.tile<8xf32>
    return
  }
}
