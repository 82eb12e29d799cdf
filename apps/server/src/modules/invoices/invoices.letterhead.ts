import { getBrand } from '@portal/shared/domain/brands';
import { TAX_WORDS } from '@portal/shared/domain/tax';
import type { TAppContext } from '../../app-context';
import type { TLetterhead, TTaxHead } from './invoices.pdf';

/**
 * The heads of the operator's documents as the Environment settings have them now (company, the
 * brand's details and contacts, its tax registration): read for every document it prints, the
 * agencies' invoices as the suppliers' remittance advices.
 */
async function brandDetailsOf(ctx: TAppContext, brandId: number) {
  const brands = await ctx.settings.get('brands');
  return getBrand(brandId).code === 'AU' ? brands.AU : brands.NZ;
}

export async function readLetterhead(ctx: TAppContext, brandId: number): Promise<TLetterhead> {
  const [general, details] = await Promise.all([
    ctx.settings.get('general'),
    brandDetailsOf(ctx, brandId),
  ]);
  return {
    companyName: general.company_name,
    brandName: details.tradingName,
    address: details.address,
    phone: details.phone || general.support_phone,
    email: details.email || general.support_email,
    letterheadText: details.letterheadText,
    priceMessage: details.priceMessage,
    emergencyPhone: general.emergency_phone,
  };
}

/** The brand's tax registration and words on its tax invoices and credit notes. */
export async function readTaxHead(ctx: TAppContext, brandId: number): Promise<TTaxHead> {
  const words = TAX_WORDS[getBrand(brandId).code];
  return {
    taxNumberLabel: words.taxNumber,
    taxNumber: (await brandDetailsOf(ctx, brandId)).taxNumber,
    zeroRatedLabel: words.zeroRated,
  };
}
