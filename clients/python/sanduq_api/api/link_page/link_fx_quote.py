from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.link_fx_quote_body import LinkFxQuoteBody
from ...models.link_fx_quote_response_200 import LinkFxQuoteResponse200
from ...models.link_fx_quote_response_403 import LinkFxQuoteResponse403
from ...models.link_fx_quote_response_404 import LinkFxQuoteResponse404
from ...models.link_fx_quote_response_422 import LinkFxQuoteResponse422
from ...models.link_fx_quote_response_429 import LinkFxQuoteResponse429
from ...models.link_fx_quote_response_500 import LinkFxQuoteResponse500
from ...models.link_fx_quote_response_503 import LinkFxQuoteResponse503
from typing import cast



def _get_kwargs(
    id: str,
    *,
    body: LinkFxQuoteBody,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}


    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/api/v1/links/{id}/fx-quote".format(id=quote(str(id), safe=""),),
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> LinkFxQuoteResponse200 | LinkFxQuoteResponse403 | LinkFxQuoteResponse404 | LinkFxQuoteResponse422 | LinkFxQuoteResponse429 | LinkFxQuoteResponse500 | LinkFxQuoteResponse503 | None:
    if response.status_code == 200:
        response_200 = LinkFxQuoteResponse200.from_dict(response.json())



        return response_200

    if response.status_code == 403:
        response_403 = LinkFxQuoteResponse403.from_dict(response.json())



        return response_403

    if response.status_code == 404:
        response_404 = LinkFxQuoteResponse404.from_dict(response.json())



        return response_404

    if response.status_code == 422:
        response_422 = LinkFxQuoteResponse422.from_dict(response.json())



        return response_422

    if response.status_code == 429:
        response_429 = LinkFxQuoteResponse429.from_dict(response.json())



        return response_429

    if response.status_code == 500:
        response_500 = LinkFxQuoteResponse500.from_dict(response.json())



        return response_500

    if response.status_code == 503:
        response_503 = LinkFxQuoteResponse503.from_dict(response.json())



        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[LinkFxQuoteResponse200 | LinkFxQuoteResponse403 | LinkFxQuoteResponse404 | LinkFxQuoteResponse422 | LinkFxQuoteResponse429 | LinkFxQuoteResponse500 | LinkFxQuoteResponse503]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    id: str,
    *,
    client: AuthenticatedClient | Client,
    body: LinkFxQuoteBody,

) -> Response[LinkFxQuoteResponse200 | LinkFxQuoteResponse403 | LinkFxQuoteResponse404 | LinkFxQuoteResponse422 | LinkFxQuoteResponse429 | LinkFxQuoteResponse500 | LinkFxQuoteResponse503]:
    """ A quote to pay a link from the buyer's other currency

     For a buyer short of the link's currency (the page asks after INSUFFICIENT_BALANCE): the link's
    amount priced from the other currency at the platform's rate, for 30 seconds; pay it with
    links/{id}/pay and fx_quote_id. It shows no balance and is usable only with the buyer's PIN.

    Args:
        id (str):
        body (LinkFxQuoteBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[LinkFxQuoteResponse200 | LinkFxQuoteResponse403 | LinkFxQuoteResponse404 | LinkFxQuoteResponse422 | LinkFxQuoteResponse429 | LinkFxQuoteResponse500 | LinkFxQuoteResponse503]
     """


    kwargs = _get_kwargs(
        id=id,
body=body,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    id: str,
    *,
    client: AuthenticatedClient | Client,
    body: LinkFxQuoteBody,

) -> LinkFxQuoteResponse200 | LinkFxQuoteResponse403 | LinkFxQuoteResponse404 | LinkFxQuoteResponse422 | LinkFxQuoteResponse429 | LinkFxQuoteResponse500 | LinkFxQuoteResponse503 | None:
    """ A quote to pay a link from the buyer's other currency

     For a buyer short of the link's currency (the page asks after INSUFFICIENT_BALANCE): the link's
    amount priced from the other currency at the platform's rate, for 30 seconds; pay it with
    links/{id}/pay and fx_quote_id. It shows no balance and is usable only with the buyer's PIN.

    Args:
        id (str):
        body (LinkFxQuoteBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        LinkFxQuoteResponse200 | LinkFxQuoteResponse403 | LinkFxQuoteResponse404 | LinkFxQuoteResponse422 | LinkFxQuoteResponse429 | LinkFxQuoteResponse500 | LinkFxQuoteResponse503
     """


    return sync_detailed(
        id=id,
client=client,
body=body,

    ).parsed

async def asyncio_detailed(
    id: str,
    *,
    client: AuthenticatedClient | Client,
    body: LinkFxQuoteBody,

) -> Response[LinkFxQuoteResponse200 | LinkFxQuoteResponse403 | LinkFxQuoteResponse404 | LinkFxQuoteResponse422 | LinkFxQuoteResponse429 | LinkFxQuoteResponse500 | LinkFxQuoteResponse503]:
    """ A quote to pay a link from the buyer's other currency

     For a buyer short of the link's currency (the page asks after INSUFFICIENT_BALANCE): the link's
    amount priced from the other currency at the platform's rate, for 30 seconds; pay it with
    links/{id}/pay and fx_quote_id. It shows no balance and is usable only with the buyer's PIN.

    Args:
        id (str):
        body (LinkFxQuoteBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[LinkFxQuoteResponse200 | LinkFxQuoteResponse403 | LinkFxQuoteResponse404 | LinkFxQuoteResponse422 | LinkFxQuoteResponse429 | LinkFxQuoteResponse500 | LinkFxQuoteResponse503]
     """


    kwargs = _get_kwargs(
        id=id,
body=body,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    id: str,
    *,
    client: AuthenticatedClient | Client,
    body: LinkFxQuoteBody,

) -> LinkFxQuoteResponse200 | LinkFxQuoteResponse403 | LinkFxQuoteResponse404 | LinkFxQuoteResponse422 | LinkFxQuoteResponse429 | LinkFxQuoteResponse500 | LinkFxQuoteResponse503 | None:
    """ A quote to pay a link from the buyer's other currency

     For a buyer short of the link's currency (the page asks after INSUFFICIENT_BALANCE): the link's
    amount priced from the other currency at the platform's rate, for 30 seconds; pay it with
    links/{id}/pay and fx_quote_id. It shows no balance and is usable only with the buyer's PIN.

    Args:
        id (str):
        body (LinkFxQuoteBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        LinkFxQuoteResponse200 | LinkFxQuoteResponse403 | LinkFxQuoteResponse404 | LinkFxQuoteResponse422 | LinkFxQuoteResponse429 | LinkFxQuoteResponse500 | LinkFxQuoteResponse503
     """


    return (await asyncio_detailed(
        id=id,
client=client,
body=body,

    )).parsed
