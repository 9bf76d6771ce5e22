// Row kernels of the benchmark suite, for R x C f32 matrices with C <= 4096: each tile block
// handles one whole row as a 1x4096 tile (examples/softmax.mlir and layernorm.mlir hold 1024 and
// 256 columns); columns past C are padded (-inf for softmax, zero and masked out of the
// statistics for layernorm). One row per block measured as fast as 2, 4 or 8.
// grid (R, 1, 1).
cuda_tile.module @bench_rows {
  // Row softmax: y = exp(x - max(x)) / sum(exp(x - max(x))).
  entry @softmax(%X: tile<ptr<f32>>, %Y: tile<ptr<f32>>, %R: tile<i32>, %C: tile<i32>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %c0 = constant <i32: 0> : tile<i32>
    %tvx = make_tensor_view %X, shape = [%R, %C], strides = [%C, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %tvy = make_tensor_view %Y, shape = [%R, %C], strides = [%C, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %px = make_partition_view %tvx : partition_view<tile=(1x4096), padding_value = neg_inf, tensor_view<?x?xf32, strides=[?,1]>>
    %py = make_partition_view %tvy : partition_view<tile=(1x4096), tensor_view<?x?xf32, strides=[?,1]>>
    %x, %t0 = load_view_tko weak %px[%bx, %c0] : partition_view<tile=(1x4096), padding_value = neg_inf, tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> tile<1x4096xf32>, token
    %mx = reduce %x dim=1 identities=[0xFF800000 : f32] : tile<1x4096xf32> -> tile<1xf32>
      (%e1: tile<f32>, %a1: tile<f32>) {
        %m1 = maxf %e1, %a1 : tile<f32>
        yield %m1 : tile<f32>
      }
    %mx2 = reshape %mx : tile<1xf32> -> tile<1x1xf32>
    %mxb = broadcast %mx2 : tile<1x1xf32> -> tile<1x4096xf32>
    %d = subf %x, %mxb : tile<1x4096xf32>
    %ex = exp %d : tile<1x4096xf32>
    %sm = reduce %ex dim=1 identities=[0.000000e+00 : f32] : tile<1x4096xf32> -> tile<1xf32>
      (%e2: tile<f32>, %a2: tile<f32>) {
        %s2 = addf %e2, %a2 : tile<f32>
        yield %s2 : tile<f32>
      }
    %sm2 = reshape %sm : tile<1xf32> -> tile<1x1xf32>
    %smb = broadcast %sm2 : tile<1x1xf32> -> tile<1x4096xf32>
    %y = divf %ex, %smb : tile<1x4096xf32>
    %t1 = store_view_tko weak %y, %py[%bx, %c0] : tile<1x4096xf32>, partition_view<tile=(1x4096), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> token
    return
  }

  // The same softmax as a kernel author tuning for speed writes it: exp rounding<approx>
  // (tilec's f32 approximation, at most 1.1 ulp) and divf rounding<approx> (x times the
  // rounded reciprocal of the sum) - what the hand-written baseline computes as well.
  entry @softmax_approx(%X: tile<ptr<f32>>, %Y: tile<ptr<f32>>, %R: tile<i32>, %C: tile<i32>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %c0 = constant <i32: 0> : tile<i32>
    %tvx = make_tensor_view %X, shape = [%R, %C], strides = [%C, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %tvy = make_tensor_view %Y, shape = [%R, %C], strides = [%C, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %px = make_partition_view %tvx : partition_view<tile=(1x4096), padding_value = neg_inf, tensor_view<?x?xf32, strides=[?,1]>>
    %py = make_partition_view %tvy : partition_view<tile=(1x4096), tensor_view<?x?xf32, strides=[?,1]>>
    %x, %t0 = load_view_tko weak %px[%bx, %c0] : partition_view<tile=(1x4096), padding_value = neg_inf, tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> tile<1x4096xf32>, token
    %mx = reduce %x dim=1 identities=[0xFF800000 : f32] : tile<1x4096xf32> -> tile<1xf32>
      (%e1: tile<f32>, %a1: tile<f32>) {
        %m1 = maxf %e1, %a1 : tile<f32>
        yield %m1 : tile<f32>
      }
    %mx2 = reshape %mx : tile<1xf32> -> tile<1x1xf32>
    %mxb = broadcast %mx2 : tile<1x1xf32> -> tile<1x4096xf32>
    %d = subf %x, %mxb : tile<1x4096xf32>
    %ex = exp %d rounding<approx> : tile<1x4096xf32>
    %sm = reduce %ex dim=1 identities=[0.000000e+00 : f32] : tile<1x4096xf32> -> tile<1xf32>
      (%e2: tile<f32>, %a2: tile<f32>) {
        %s2 = addf %e2, %a2 : tile<f32>
        yield %s2 : tile<f32>
      }
    %sm2 = reshape %sm : tile<1xf32> -> tile<1x1xf32>
    %smb = broadcast %sm2 : tile<1x1xf32> -> tile<1x4096xf32>
    %y = divf %ex, %smb rounding<approx> : tile<1x4096xf32>
    %t1 = store_view_tko weak %y, %py[%bx, %c0] : tile<1x4096xf32>, partition_view<tile=(1x4096), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> token
    return
  }

  // Layer normalisation: y = (x - mean) / sqrt(var + eps) * gamma + beta, biased variance.
  entry @layernorm(%X: tile<ptr<f32>>, %Gamma: tile<ptr<f32>>, %Beta: tile<ptr<f32>>,
                   %Y: tile<ptr<f32>>, %R: tile<i32>, %C: tile<i32>, %eps: tile<f32>) {
    %bx, %by, %bz = get_tile_block_id : tile<i32>
    %c0 = constant <i32: 0> : tile<i32>
    %tvx = make_tensor_view %X, shape = [%R, %C], strides = [%C, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %tvy = make_tensor_view %Y, shape = [%R, %C], strides = [%C, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
    %tvg = make_tensor_view %Gamma, shape = [%C], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
    %tvb = make_tensor_view %Beta, shape = [%C], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
    %px = make_partition_view %tvx : partition_view<tile=(1x4096), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>
    %py = make_partition_view %tvy : partition_view<tile=(1x4096), tensor_view<?x?xf32, strides=[?,1]>>
    %pg = make_partition_view %tvg : partition_view<tile=(4096), padding_value = zero, tensor_view<?xf32, strides=[1]>>
    %pb = make_partition_view %tvb : partition_view<tile=(4096), padding_value = zero, tensor_view<?xf32, strides=[1]>>
    %x, %t0 = load_view_tko weak %px[%bx, %c0] : partition_view<tile=(1x4096), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> tile<1x4096xf32>, token

    // mean = sum(x) / C (the zero padding adds nothing).
    %cf = itof %C signed : tile<i32> -> tile<f32>
    %cf1 = reshape %cf : tile<f32> -> tile<1xf32>
    %sum = reduce %x dim=1 identities=[0.0 : f32] : tile<1x4096xf32> -> tile<1xf32>
      (%e1: tile<f32>, %a1: tile<f32>) {
        %s1 = addf %e1, %a1 : tile<f32>
        yield %s1 : tile<f32>
      }
    %mean = divf %sum, %cf1 : tile<1xf32>
    %mean2 = reshape %mean : tile<1xf32> -> tile<1x1xf32>
    %meanb = broadcast %mean2 : tile<1x1xf32> -> tile<1x4096xf32>
    %d = subf %x, %meanb : tile<1x4096xf32>

    // var = sum over the real columns of d^2 / C: padded columns hold -mean and are masked.
    %col = iota : tile<4096xi32>
    %col2 = reshape %col : tile<4096xi32> -> tile<1x4096xi32>
    %colb = broadcast %col2 : tile<1x4096xi32> -> tile<1x4096xi32>
    %cc = reshape %C : tile<i32> -> tile<1x1xi32>
    %ccb = broadcast %cc : tile<1x1xi32> -> tile<1x4096xi32>
    %inside = cmpi less_than %colb, %ccb, signed : tile<1x4096xi32> -> tile<1x4096xi1>
    %zeros = constant <f32: 0.0> : tile<1x4096xf32>
    %dm = select %inside, %d, %zeros : tile<1x4096xi1>, tile<1x4096xf32>
    %sq = mulf %dm, %dm : tile<1x4096xf32>
    %ssq = reduce %sq dim=1 identities=[0.0 : f32] : tile<1x4096xf32> -> tile<1xf32>
      (%e2: tile<f32>, %a2: tile<f32>) {
        %s2 = addf %e2, %a2 : tile<f32>
        yield %s2 : tile<f32>
      }
    %var = divf %ssq, %cf1 : tile<1xf32>
    %eps1 = reshape %eps : tile<f32> -> tile<1xf32>
    %vareps = addf %var, %eps1 : tile<1xf32>
    %rstd = rsqrt %vareps : tile<1xf32>
    %rstd2 = reshape %rstd : tile<1xf32> -> tile<1x1xf32>
    %rstdb = broadcast %rstd2 : tile<1x1xf32> -> tile<1x4096xf32>
    %n = mulf %d, %rstdb : tile<1x4096xf32>

    // y = n * gamma + beta, gamma and beta broadcast over the rows.
    %g, %t1 = load_view_tko weak %pg[%c0] : partition_view<tile=(4096), padding_value = zero, tensor_view<?xf32, strides=[1]>>, tile<i32> -> tile<4096xf32>, token
    %b, %t2 = load_view_tko weak %pb[%c0] : partition_view<tile=(4096), padding_value = zero, tensor_view<?xf32, strides=[1]>>, tile<i32> -> tile<4096xf32>, token
    %g2 = reshape %g : tile<4096xf32> -> tile<1x4096xf32>
    %gb = broadcast %g2 : tile<1x4096xf32> -> tile<1x4096xf32>
    %b2 = reshape %b : tile<4096xf32> -> tile<1x4096xf32>
    %bb = broadcast %b2 : tile<1x4096xf32> -> tile<1x4096xf32>
    %y = fma %n, %gb, %bb : tile<1x4096xf32>
    %t3 = store_view_tko weak %y, %py[%bx, %c0] : tile<1x4096xf32>, partition_view<tile=(1x4096), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> token
    return
  }
}
